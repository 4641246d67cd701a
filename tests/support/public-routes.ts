import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { eventPagePath } from '@cvc/web';
import { buildEvents } from '../../scripts/seed/content/events';

export type PublicRoute = { name: string; path: string; isHome?: boolean };

/** The seed's published event with a capacity: its page renders the seats left, as one people sign up for. */
function seededEventRoute(): PublicRoute {
  const event = buildEvents(new Date()).find((seeded) => seeded.enabled && seeded.capacity);
  if (!event) throw new Error('The seed has no published event with a capacity.');
  return { name: 'event', path: eventPagePath(event.id) };
}
export const SEEDED_EVENT_ROUTE = seededEventRoute();

/** Every public route but the article, whose slug comes from the seed, and the event (its id does too). */
export const FIXED_PUBLIC_ROUTES: readonly PublicRoute[] = [
  { name: 'home', path: '/', isHome: true },
  { name: 'news list', path: '/noticias' },
  { name: 'opinions', path: '/opinioes' },
  { name: 'reports', path: '/reports' },
  { name: 'suppliers', path: '/fornecedores' },
  { name: 'Venture Lab', path: '/venturelab' },
  { name: '2030 course', path: '/revolucao-2030' },
  { name: 'exec. training', path: '/formacaoexecutiva' },
  { name: 'privacy notice', path: '/privacidade' },
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
  const article = { name: 'article', path: await newestArticlePath(db) };
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
