// Texts of the CRM screens (leads, sign-ups, downloads) and of the Equipe screen, SPEC §2 and §8 where the
// spec has them. The admin console shows them and the end-to-end tests look for them.
export const CRM_MESSAGES = {
  soundOn: 'Som ON',
  soundOff: 'Som OFF',
  leadStatusError: 'Erro ao atualizar lead',
  leadNotesError: 'Erro ao salvar notas',
  leadDeleteError: 'Erro ao excluir lead',
  leadDeleteConfirm: 'Tem certeza que deseja excluir este lead?',
  leadNotesSaved: 'Notas salvas',
  leadsEmpty: 'Nenhum lead encontrado',
  leadsExportEmpty: 'Nenhum lead para exportar',
  leadsBulkStatusConfirm: 'Alterar o status dos leads selecionados?',
  leadsBulkDeleteConfirm: 'Tem certeza que deseja excluir os leads selecionados?',
  leadsBulkError: 'Erro ao atualizar os leads selecionados',
  leadNotFound: 'Este lead não existe mais.',
  rsvpEmpty: 'Nenhuma inscrição encontrada',
  rsvpExportEmpty: 'Nenhuma inscrição para exportar',
  rsvpDeleteConfirm: 'Tem certeza que deseja excluir esta inscrição?',
  downloadsEmpty: 'Nenhum download encontrado',
  downloadsExportEmpty: 'Nenhum download para exportar',
  exportCsv: 'Exportar CSV',
  allEvents: 'Todos os eventos',
  staffRemoveConfirm: 'Tem certeza que deseja remover o acesso deste membro da equipe?',
} as const;

/** Admin-side names of the permission keys (Equipe screen), matching the sidebar labels of SPEC §2. */
export const PERMISSION_KEY_LABELS = {
  news: 'Notícias',
  opinions: 'Opiniões',
  columnists: 'Colunistas',
  reports: 'Relatórios',
  leads: 'Leads',
  rsvp: 'Inscrições',
  downloads: 'Downloads',
  partners: 'Parceiros',
  maintainers: 'Mantenedores',
  participants: 'Participantes',
  suppliers: 'Fornecedores',
  events: 'Eventos',
  crawler: 'Crawler',
} as const;
