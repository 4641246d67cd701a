// Texts of the Newsletter screen; the end-to-end test looks for them. Apart from CRM_MESSAGES, which the
// console's first screen loads, so these travel only with this screen.
export const NEWSLETTER_MESSAGES = {
  empty: 'Nenhuma inscrição na newsletter encontrada',
  exportEmpty: 'Nenhuma inscrição na newsletter para exportar',
  deleteConfirm:
    'Remover esta inscrição? O endereço deixa de receber a newsletter e o registro do consentimento é apagado.',
  search: 'Buscar por e-mail',
  allStatuses: 'Todas as situações',
  status: 'Situação',
} as const;
