export const pt = {
  pagination: {
    label: 'Paginação',
    previous: 'Anterior',
    next: 'Próxima',
    pageOf: 'Página {{page}} de {{count}}',
  },
  news: {
    eyebrow: 'Notícias',
    title: 'Notícias do Corporate Venture Capital',
    subtitle: 'Investimentos, novos veículos, pesquisas e a agenda do ecossistema de CVC no Brasil.',
    empty: 'Nenhuma notícia disponível no momento.',
  },
  opinions: {
    eyebrow: 'Opinião',
    title: 'Artigos de opinião',
    subtitle: 'Líderes de inovação e investimento analisam os desafios e as tendências do corporate venture.',
    empty: 'Nenhuma opinião disponível no momento.',
  },
  reports: {
    eyebrow: 'Reports',
    title: 'Reports e pesquisas',
    subtitle: 'Estudos da associação e dos seus comitês: gratuitos para baixar ou disponíveis para compra.',
    empty: 'Nenhum report disponível no momento.',
  },
  search: {
    eyebrow: 'Busca',
    title: 'Buscar no site',
    subtitle: 'Notícias, opiniões, reports e eventos da associação.',
    label: 'O que você procura?',
    submit: 'Buscar',
    hint: 'Escreva uma palavra de três letras ou mais. Acentos, maiúsculas e plurais não importam.',
    results_one: '{{count}} resultado para “{{query}}”',
    results_other: '{{count}} resultados para “{{query}}”',
    none: 'Nada encontrado para a sua busca. Veja os conteúdos mais recentes:',
    kinds: { news: 'Notícia', opinion: 'Opinião', report: 'Report', event: 'Evento' },
  },
};

/** The lists namespace's messages, as every language has them. */
export type ListMessages = typeof pt;
