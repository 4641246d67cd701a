import { definePageMessages } from '../i18n/pageMessages';

// Empty-state texts are the exact strings of SPEC §8 (list pages).
export const useListMessages = definePageMessages('lists', {
  pt: {
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
      subtitle:
        'Líderes de inovação e investimento analisam os desafios e as tendências do corporate venture.',
      empty: 'Nenhuma opinião disponível no momento.',
    },
    reports: {
      eyebrow: 'Reports',
      title: 'Reports e pesquisas',
      subtitle: 'Estudos da associação e dos seus comitês: gratuitos para baixar ou disponíveis para compra.',
      empty: 'Nenhum report disponível no momento.',
    },
  },
  en: {
    pagination: {
      label: 'Pagination',
      previous: 'Previous',
      next: 'Next',
      pageOf: 'Page {{page}} of {{count}}',
    },
    news: {
      eyebrow: 'News',
      title: 'Corporate Venture Capital news',
      subtitle: 'Investments, new vehicles, research and the agenda of the Brazilian CVC ecosystem.',
      empty: 'No news available at the moment.',
    },
    opinions: {
      eyebrow: 'Opinion',
      title: 'Opinion articles',
      subtitle: 'Innovation and investment leaders discuss the challenges and trends of corporate venturing.',
      empty: 'No opinion articles available at the moment.',
    },
    reports: {
      eyebrow: 'Reports',
      title: 'Reports and research',
      subtitle: 'Studies by the association and its committees: free to download or available for purchase.',
      empty: 'No reports available at the moment.',
    },
  },
  es: {
    pagination: {
      label: 'Paginación',
      previous: 'Anterior',
      next: 'Siguiente',
      pageOf: 'Página {{page}} de {{count}}',
    },
    news: {
      eyebrow: 'Noticias',
      title: 'Noticias del Corporate Venture Capital',
      subtitle: 'Inversiones, nuevos vehículos, investigaciones y la agenda del ecosistema de CVC en Brasil.',
      empty: 'No hay noticias disponibles en este momento.',
    },
    opinions: {
      eyebrow: 'Opinión',
      title: 'Artículos de opinión',
      subtitle:
        'Líderes de innovación e inversión analizan los desafíos y las tendencias del corporate venture.',
      empty: 'No hay artículos de opinión disponibles en este momento.',
    },
    reports: {
      eyebrow: 'Reports',
      title: 'Reports e investigaciones',
      subtitle:
        'Estudios de la asociación y de sus comités: gratuitos para descargar o disponibles para compra.',
      empty: 'No hay reports disponibles en este momento.',
    },
  },
});
