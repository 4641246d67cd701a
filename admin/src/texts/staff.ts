// The labels of a staff record's fields: the Equipe form (StaffFormDialog) and the change history
// (audit/fieldLabels.ts) both read them here. factors_reset_at has no input: an admin's "redefinir segundo
// fator" sets it.
export const STAFF_FIELD_LABELS = {
  name: 'Nome',
  email: 'E-mail',
  role: 'Administrador (todas as áreas e a gestão da equipe)',
  permissions: 'Permissões',
  lead_alerts: 'Receber alerta a cada novo lead',
  factors_reset_at: 'Segundo fator redefinido em',
} as const;

/** The Equipe screen's own words: its list, dialogs and notices. */
export const STAFF_TEXTS = {
  title: 'Equipe',
  table: 'Equipe',
  admin: 'Administrador',
  leadAlerts: 'Alertas de leads',
  noFactor: 'Não cadastrado',
  since: (day: string) => ` · desde ${day}`,
  unconfirmed: ' · não confirmado por e-mail',
  never: 'Nunca',
  edit: (email: string) => `Editar ${email}`,
  resetFactorsOf: (email: string) => `Redefinir segundo fator de ${email}`,
  removeOf: (email: string) => `Remover ${email}`,
  invite: 'Convidar membro',
  inviteSubmit: 'Convidar',
  editTitle: 'Editar permissões',
  updated: 'Permissões atualizadas',
  removed: 'Acesso removido',
  factorsReset: 'Segundo fator redefinido. O membro foi avisado por e-mail.',
  removeTitle: 'Remover acesso',
  remove: 'Remover',
  resetTitle: (who: string) => `Redefinir o segundo fator de ${who}?`,
  reset: 'Redefinir',
  leadAlertsHint:
    'Por e-mail, com o link para abrir o lead no painel. Só para administradores e quem tem a permissão Leads.',
  invited: 'Convite criado',
  invitedByMail: (email: string) =>
    `Enviamos a ${email} um e-mail com o link para definir a senha. Depois de defini-la, o membro entra no painel com este e-mail.`,
  inviteByHand: (email: string) => `Envie estes dados a ${email}. Eles não serão mostrados novamente.`,
  oneTimePassword: 'Senha provisória',
  resetLink: 'Link para definir a senha',
  close: 'Fechar',
} as const;
