import type { ArticleMessages } from './messages.pt';

export const es: ArticleMessages = {
  back: 'Volver',
  news: 'Noticia',
  opinion: 'Opinión',
  share: 'Compartir',
  shareOn: 'Compartir en {{network}}',
  copy: 'Copiar enlace',
  copied: '¡Copiado!',
  continueReading: 'Siga leyendo',
  readMore: 'Leer artículo',
  source: 'Leer en la fuente original',
  partner: 'Publicado en alianza con',
  mentionedCvcs: 'CVCs citados en esta noticia',
  sector: 'Sector',
  notFound: 'Artículo no encontrado',
  notFoundText: 'El artículo que busca no existe o ya no está disponible.',
  home: 'Volver a la página de inicio',
};
