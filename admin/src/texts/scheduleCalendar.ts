/**
 * The Painel's Agendados: what comes out or leaves the site in the next weeks. Apart from the lists' schedule
 * words (schedule.ts), so the Painel's chunk shares no text file with the list screens.
 */
export const SCHEDULE_CALENDAR_TEXTS = {
  title: 'Agendados',
  period: (weeks: number) =>
    `O que entra e sai do site nas próximas ${weeks} semanas (horário de São Paulo).`,
  empty: (weeks: number) => `Nada agendado para as próximas ${weeks} semanas.`,
  failed: 'Não foi possível carregar os agendamentos.',
  time: 'Horário',
  kind: 'Tipo',
  item: 'Título',
  change: 'No site',
  publishes: 'Entra no site',
  leaves: 'Sai do site',
  /** An item saved without a title still needs a name for its link. */
  untitled: 'Sem título',
  kinds: { news: 'Notícia', opinions: 'Opinião', reports: 'Relatório', events: 'Evento' },
} as const;
