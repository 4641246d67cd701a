import { COLLECTIONS, type AuditAction } from '@cvc/domain';

// The console speaks pt-BR (providers/i18nProvider.ts); the English and Spanish names of the two screens are
// kept beside them for the day it speaks more.
export const AUDIT_TEXTS = {
  history: { pt: 'Histórico', en: 'History', es: 'Historial' },
  audit: { pt: 'Auditoria', en: 'Audit', es: 'Auditoría' },
  restore: { pt: 'Restaurar', en: 'Restore', es: 'Restaurar' },
  edit: { pt: 'Editar', en: 'Edit', es: 'Editar' },
} as const;

export const AUDIT_LABELS = {
  history: AUDIT_TEXTS.history.pt,
  audit: AUDIT_TEXTS.audit.pt,
  restore: AUDIT_TEXTS.restore.pt,
  edit: AUDIT_TEXTS.edit.pt,
  when: 'Quando',
  who: 'Quem',
  what: 'O quê',
  changes: 'Alterações (antes → depois)',
  document: 'Documento',
  person: 'E-mail da pessoa',
  collection: 'Coleção',
  from: 'De',
  until: 'Até',
  system: 'Sistema (sem autor)',
  empty: 'Nenhuma alteração registrada.',
  restoreConfirm: 'Restaurar esta versão? O status de publicação atual é mantido.',
  restored: 'Versão restaurada.',
  restoreFailed: 'Não foi possível restaurar: %{error}',
  restoreRefused: 'a versão não passa nas regras de hoje (um campo mudou de formato): corrija no formulário.',
  deletedWhole: 'Documento excluído (versão inteira guardada).',
  createdWhole: 'Documento criado.',
  // Read out before a run of text or a list item the change added or removed (shown struck or underlined).
  added: 'adicionado',
  removed: 'removido',
} as const;

export const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Criação',
  update: 'Edição',
  delete: 'Exclusão',
};

export const COLLECTION_LABELS: Record<string, string> = {
  [COLLECTIONS.news]: 'Notícias',
  [COLLECTIONS.opinions]: 'Opiniões',
  [COLLECTIONS.columnists]: 'Colunistas',
  [COLLECTIONS.reports]: 'Reports',
  [COLLECTIONS.reportFiles]: 'Arquivos de reports',
  [COLLECTIONS.partners]: 'Parceiros',
  [COLLECTIONS.suppliers]: 'Fornecedores',
  [COLLECTIONS.events]: 'Eventos',
  [COLLECTIONS.marketSectors]: 'Setores de mercado',
  [COLLECTIONS.cvcs]: 'Diretório de CVCs',
  [COLLECTIONS.siteSettings]: 'Configurações do site',
  [COLLECTIONS.siteIdentity]: 'Associação e liderança',
  [COLLECTIONS.leads]: 'Leads (status)',
  [COLLECTIONS.adminUsers]: 'Equipe',
};
