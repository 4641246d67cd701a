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
};

/** The lists namespace's messages, as every language has them. */
export type ListMessages = typeof pt;
