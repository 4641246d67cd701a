import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  SITE_IDENTITY_DOC_ID,
  TRANSLATION_LANGUAGES,
  isPublishedAt,
  itemInLanguage,
  readSiteIdentity,
  type Language,
  type PublicationStatus,
} from '@cvc/domain';
import { LIST_CACHE_SECONDS, articlePath, parseFeedPath, type FeedKind } from '@cvc/web';
import { adminApp } from '../shared/adminApp';
import { siteOrigin } from '../shared/siteOrigin';
import { PUBLIC_HTTP_OPTIONS } from '../shared/options';
import { originEnv } from '../shared/params';
import { atomFeed, type FeedEntry } from './atomFeed';
import { redirectToCanonical } from './canonicalUrl';
import { NOT_FOUND_CACHE_CONTROL, renderedPageCacheControl } from './sendRenderedPage';

// GET /feeds/noticias.xml, /en/feeds/opinioes.xml… (Hosting rewrites): the newest published news or opinions as
// an Atom feed in the address's language, each item in that language when translated, else in Portuguese. The CDN keeps it as long as the list it follows, so a request reaching
// here is one query of at most FEED_READS small documents and one batched read of the authors.

/** Entries a feed holds: readers poll it, and an item older than the newest 20 has been seen. */
export const FEED_SIZE = 20;
/**
 * Documents the query reads: a withdrawn item still matches it (a query cannot ask for "no unpublish_at or a
 * later one"), so a few more than the feed shows keep it full through a few recent withdrawals.
 */
export const FEED_READS = FEED_SIZE + 10;

const ARTICLE_KIND = { news: 'news', opinions: 'opinion' } as const;

type StoredItem = {
  id: string;
  title: string;
  summary: string;
  slug: string;
  status: PublicationStatus;
  published_at: Date | null;
  unpublish_at: Date | null;
  columnist_id: string;
  /** Each translation's title, summary and slug, as stored (what the feed shows of it). */
  translations: Record<string, unknown>;
  /** The language the title and summary are in: the feed's when translated, else Portuguese. */
  language: Language;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const date = (value: unknown) => (value as Timestamp | null | undefined)?.toDate?.() ?? null;

/**
 * The items public at `now`, newest first, at most FEED_SIZE, by the rule every reader applies (isPublishedAt:
 * a draft, a schedule whose time has not come and a withdrawn item are all left out); a slug shared by two
 * items opens the newest, so it is listed once.
 */
export function feedItems<
  T extends Omit<StoredItem, 'id' | 'title' | 'summary' | 'columnist_id' | 'translations' | 'language'>,
>(items: readonly T[], now: Date): T[] {
  const seen = new Set<string>();
  return items
    .filter((item) => isPublishedAt(item, now))
    .filter((item) => item.slug !== '' && !seen.has(item.slug) && seen.add(item.slug))
    .slice(0, FEED_SIZE);
}

const TRANSLATED_FEED_FIELDS = TRANSLATION_LANGUAGES.flatMap((language) =>
  ['title', 'summary', 'slug'].map((field) => `translations.${language}.${field}`),
);

/** The items as the feed of `language` shows them: a translated one in its translation, with its own slug. */
async function storedItems(kind: FeedKind, language: Language, now: Date): Promise<StoredItem[]> {
  const snapshot = await getFirestore(adminApp())
    .collection(COLLECTIONS[kind])
    .where('status', '==', 'published')
    .where('published_at', '<=', now)
    .orderBy('published_at', 'desc')
    .limit(FEED_READS)
    .select(
      'title',
      'summary',
      'slug',
      'status',
      'published_at',
      'unpublish_at',
      'columnist_id',
      ...TRANSLATED_FEED_FIELDS,
    )
    .get();
  return snapshot.docs.map((doc) => {
    const stored = {
      id: doc.id,
      title: text(doc.get('title')),
      summary: text(doc.get('summary')),
      slug: text(doc.get('slug')),
      status: doc.get('status') as PublicationStatus,
      published_at: date(doc.get('published_at')),
      unpublish_at: date(doc.get('unpublish_at')),
      columnist_id: text(doc.get('columnist_id')),
      translations: (doc.get('translations') as Record<string, unknown> | undefined) ?? {},
    };
    const shown = itemInLanguage(kind, stored, language);
    return {
      ...shown.item,
      title: text(shown.item.title),
      summary: text(shown.item.summary),
      slug: text(shown.item.slug),
      language: shown.language,
    };
  });
}

/** The association's name and each columnist's, in one batched read; a columnist gone is absent. */
async function authorNames(
  columnistIds: string[],
): Promise<{ publisher: string; columnists: Map<string, string> }> {
  const db = getFirestore(adminApp());
  const ids = [...new Set(columnistIds.filter(Boolean))];
  const [identity, ...columnists] = await db.getAll(
    db.collection(COLLECTIONS.siteIdentity).doc(SITE_IDENTITY_DOC_ID),
    ...ids.map((id) => db.collection(COLLECTIONS.columnists).doc(id)),
  );
  return {
    publisher: readSiteIdentity(identity!.data()).association.name,
    columnists: new Map(
      columnists.flatMap((doc) => (text(doc.get('name')) ? [[doc.id, text(doc.get('name'))]] : [])),
    ),
  };
}

/** The feed's XML at `now`. */
export async function feedXml(
  kind: FeedKind,
  language: Language,
  origin: string,
  now: Date,
): Promise<string> {
  const items = feedItems(await storedItems(kind, language, now), now);
  const { publisher, columnists } = await authorNames(items.map((item) => item.columnist_id));
  const entries = items.map((item): FeedEntry => ({
    id: item.id,
    title: item.title,
    summary: item.summary,
    path: articlePath(ARTICLE_KIND[kind], item.slug),
    published: item.published_at!,
    // News name no person: the association, the feed's author, signs them.
    author: kind === 'opinions' ? (columnists.get(item.columnist_id) ?? null) : null,
    textLanguage: item.language,
  }));
  return atomFeed({ kind, language, origin, publisher, now }, entries);
}

export const feed = onRequest(PUBLIC_HTTP_OPTIONS, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('Method not allowed');
    return;
  }
  const asked = parseFeedPath(req.path);
  if (!asked) {
    res
      .status(404)
      .set('Cache-Control', NOT_FOUND_CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send('Feed não encontrado.');
    return;
  }
  // A query string would be a fresh copy at the CDN, and a fresh read here: one address per feed.
  if (redirectToCanonical(req, res, { path: req.path })) return;
  try {
    const xml = await feedXml(asked.kind, asked.language, siteOrigin(req.headers, originEnv()), new Date());
    res
      .set('Content-Type', 'application/atom+xml; charset=utf-8')
      .set('Cache-Control', renderedPageCacheControl(LIST_CACHE_SECONDS))
      .send(xml);
  } catch (error) {
    logger.error('feed failed', error);
    res.status(503).set('Cache-Control', 'no-store').set('Retry-After', '300').send('Feed indisponível.');
  }
});
