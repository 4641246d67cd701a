import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { SEARCH_PATH, eventPagePath } from '@cvc/web';
import { buildEvents } from '../../scripts/seed/content/events';

/** What a page's render does: the home reads most, a list a page of items, an article or an event one item, a
 * landing (or the notice) only the site's settings. */
export type PageKind = 'home' | 'list' | 'article' | 'event' | 'landing';

export type PublicRoute = { name: string; path: string; kind: PageKind; isHome?: boolean };

/** The seed's published event with a capacity: its page renders the seats left, as one people sign up for. */
function seededEventRoute(): PublicRoute {
  const event = buildEvents(new Date()).find((seeded) => seeded.enabled && seeded.capacity);
  if (!event) throw new Error('The seed has no published event with a capacity.');
  return { name: 'event', path: eventPagePath(event.id), kind: 'event' };
}
export const SEEDED_EVENT_ROUTE = seededEventRoute();

/** Every public route but the article, whose slug comes from the seed, and the event (its id does too). */
export const FIXED_PUBLIC_ROUTES: readonly PublicRoute[] = [
  { name: 'home', path: '/', kind: 'home', isHome: true },
  { name: 'news list', path: '/noticias', kind: 'list' },
  { name: 'opinions', path: '/opinioes', kind: 'list' },
  { name: 'reports', path: '/reports', kind: 'list' },
  { name: 'suppliers', path: '/fornecedores', kind: 'list' },
  { name: 'Venture Lab', path: '/venturelab', kind: 'landing' },
  { name: '2030 course', path: '/revolucao-2030', kind: 'landing' },
  { name: 'exec. training', path: '/formacaoexecutiva', kind: 'landing' },
  { name: 'privacy notice', path: '/privacidade', kind: 'landing' },
  // A search with results: an unaccented word the seed's titles hold accented.
  { name: 'search', path: `${SEARCH_PATH}?q=inovacao`, kind: 'list' },
];

/** The newest published news article, at the path the news list links to. */
export async function newestArticlePath(db: Firestore): Promise<string> {
  const newest = await db
    .collection(COLLECTIONS.news)
    .where('status', '==', 'published')
    .orderBy('published_at', 'desc')
    .limit(1)
    .get();
  const slug = newest.docs[0]?.get('slug') as string | undefined;
  if (!slug) throw new Error('The seed has no published news.');
  return `/artigo/${slug}`;
}

/**
 * Every public route in Portuguese, then one route per page kind (home, list, article, a page built once, a
 * landing rendered with its settings, an event's page) in English and in Spanish.
 */
export async function publicRoutes(db: Firestore): Promise<PublicRoute[]> {
  const [home, ...rest] = FIXED_PUBLIC_ROUTES;
  const article: PublicRoute = { name: 'article', path: await newestArticlePath(db), kind: 'article' };
  const kinds = [home!, rest[0]!, article, rest[3]!, rest[6]!, SEEDED_EVENT_ROUTE];
  const translated = (['en', 'es'] as const).flatMap((language) =>
    kinds.map((route) => ({
      ...route,
      name: `${route.name} (${language})`,
      path: route.path === '/' ? `/${language}` : `/${language}${route.path}`,
    })),
  );
  return [home!, rest[0]!, article, ...rest.slice(1), SEEDED_EVENT_ROUTE, ...translated];
}
