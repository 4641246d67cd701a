import { COLLECTIONS } from '@cvc/domain';

/** How the screen names each collection that can hold a person's data. */
export const PRIVACY_COLLECTION_LABELS: Record<string, string> = {
  [COLLECTIONS.leads]: 'Leads',
  [COLLECTIONS.eventRsvp]: 'Inscrições em eventos',
  [COLLECTIONS.reportDownloads]: 'Downloads de relatórios',
  [COLLECTIONS.mail]: 'E-mails enviados',
  [COLLECTIONS.newsletterSubscribers]: 'Inscrição nas novidades (newsletter)',
  mail_suppressions: 'Descadastro de e-mails (só o hash do endereço; mantido ao apagar)',
};

/** The Privacidade screen's own words. */
export const PRIVACY_TEXTS = {
  title: 'Privacidade',
  intro:
    'Atenda o pedido de um titular de dados: busque o e-mail para ver tudo o que guardamos sobre ele, baixe a exportação em JSON ou apague os dados. Maiúsculas e minúsculas não importam.',
  email: 'E-mail do titular',
  search: 'Buscar',
  erased: (count: number, email: string) =>
    `${count === 1 ? '1 registro apagado' : `${count} registros apagados`} de ${email}. O registro da exclusão guarda apenas um hash do endereço.`,
  heldAbout: (email: string) => `Dados guardados sobre ${email}`,
  nothingHeld: 'Nenhum dado guardado sobre este endereço.',
  download: 'Baixar exportação (JSON)',
  erase: 'Apagar dados',
  eraseTitle: 'Apagar os dados deste titular?',
  eraseContent: (count: number, email: string) =>
    `Todos os ${count} registros guardados sobre ${email} serão apagados. Esta ação não pode ser desfeita.`,
  eraseConfirm: 'Apagar',
  document: 'Documento',
  summary: 'Resumo',
} as const;
