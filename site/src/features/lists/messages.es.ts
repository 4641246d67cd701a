import type { ListMessages } from './messages.pt';

export const es: ListMessages = {
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
  search: {
    eyebrow: 'Búsqueda',
    title: 'Buscar en el sitio',
    subtitle: 'Noticias, opiniones, reports y eventos de la asociación.',
    label: '¿Qué está buscando?',
    submit: 'Buscar',
    hint: 'Escriba una palabra de tres letras o más. Acentos, mayúsculas y plurales no importan.',
    results_one: '{{count}} resultado para “{{query}}”',
    results_other: '{{count}} resultados para “{{query}}”',
    none: 'No encontramos nada para su búsqueda. Vea lo más reciente:',
    kinds: { news: 'Noticia', opinion: 'Opinión', report: 'Report', event: 'Evento' },
  },
};
