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
