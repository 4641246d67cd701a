import { route, type RouteConfig } from '@react-router/dev/routes';

// The spike's two pages, Portuguese only (the site serves every page under /en and /es too).
export default [
  route('noticias', 'routes/news.tsx'),
  route('artigo/:slug', 'routes/article.tsx'),
] satisfies RouteConfig;
