/** The schedule's words: the content forms' two times, the lists' filter and what a list says of an item. */
export const SCHEDULE_TEXTS = {
  publishAt: 'Publicar em (horário de São Paulo)',
  publishAtHelp:
    'Vazio: publica ao salvar como Publicado. Uma data e hora futuras agendam: o item só aparece no site nesse momento.',
  unpublishAt: 'Retirar do site em (horário de São Paulo)',
  unpublishAtHelp: 'Opcional: nesse momento o item sai do site sozinho. Vazio: fica no site.',
  scheduledOnly: 'Só agendados',
  /** The reports' and events' state column: they have no status, only a schedule. */
  reportState: 'Situação',
  scheduledFor: (when: string) => `Agendado para ${when}`,
  withdrawnOn: (when: string) => `Retirado do site em ${when}`,
} as const;
