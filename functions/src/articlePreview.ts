import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { adminApp } from './adminApp';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, PAGE_SHELLS, articlePath, parseArticlePath, type ArticleKind } from '@cvc/domain';
import { injectArticleMeta, markNotFound, shortDescription, type ArticleMeta } from './articleMeta';
import { absoluteUrl, siteOrigin } from './siteOrigin';

// GET /artigo/{slug}, /noticia/{slug}, /opiniao/{slug} (Hosting rewrites). Social crawlers run no JavaScript,
// so this returns the site's own index.html with the article's tags already in <head>; browsers then boot the
// app from the same page as usual.
//
// The template is the prerendered article shell (an article page still loading, PAGE_SHELLS.article), fetched
// from the Hosting origin of the request rather than bundled: `npm run build` builds functions before the
// site, so a bundled copy would carry the previous build's asset hashes, and a site deploy without a functions
// deploy would leave it stale. It is kept in memory briefly so a burst of shares costs one fetch.

const TEMPLATE_TTL_MS = 5 * 60_000;
const templates = new Map<string, { html: string; fetchedAt: number }>();

async function pageTemplate(origin: string): Promise<string> {
  const cached = templates.get(origin);
  if (cached && Date.now() - cached.fetchedAt < TEMPLATE_TTL_MS) return cached.html;
  const response = await fetch(`${origin}${PAGE_SHELLS.article}`, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`Template fetch failed: ${response.status}`);
  const html = await response.text();
  templates.set(origin, { html, fetchedAt: Date.now() });
  return html;
}

function db() {
  return getFirestore(adminApp());
}

interface PublishedArticle {
  title: string;
  summary: string;
  slug: string;
  image_url: string | null;
  published_at: Timestamp;
  columnist_id?: string;
}

/** Same visibility as the site (SPEC §4): published and dated. Admin reads bypass the rules, so check here. */
export async function findPublishedArticle(kind: ArticleKind, slug: string) {
  const collection = kind === 'news' ? COLLECTIONS.news : COLLECTIONS.opinions;
  const snapshot = await db()
    .collection(collection)
    .where('slug', '==', slug)
    .where('status', '==', 'published')
    .limit(10)
    .get();
  const docs = snapshot.docs.map((doc) => doc.data() as PublishedArticle).filter((a) => a.published_at);
  // Two articles may share a title and so a slug; the site opens the newest one, so preview that one.
  docs.sort((a, b) => b.published_at.toMillis() - a.published_at.toMillis());
  return docs[0] ?? null;
}

async function columnistName(id: string | undefined): Promise<string | null> {
  if (!id) return null;
  const doc = await db().collection(COLLECTIONS.columnists).doc(id).get();
  const name: unknown = doc.get('name');
  return typeof name === 'string' && name ? name : null;
}

async function articleMeta(kind: ArticleKind, slug: string, origin: string): Promise<ArticleMeta | null> {
  const article = await findPublishedArticle(kind, slug);
  if (!article) return null;
  return {
    title: article.title,
    description: shortDescription(article.summary),
    image: article.image_url ? absoluteUrl(origin, article.image_url) : null,
    url: `${origin}${articlePath(kind, article.slug)}`,
    publishedTime: article.published_at.toDate().toISOString(),
    author: kind === 'opinion' ? await columnistName(article.columnist_id) : null,
  };
}

export const articlePreview = onRequest(async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('Method not allowed');
    return;
  }
  const origin = siteOrigin(req.headers, process.env);
  try {
    const target = parseArticlePath(req.path);
    const template = await pageTemplate(origin);
    const meta = target ? await articleMeta(target.kind, target.slug, origin) : null;
    res.set('Content-Type', 'text/html; charset=utf-8');
    if (!meta) {
      // Short cache: the article may be published in a moment.
      res.status(404).set('Cache-Control', 'public, max-age=60, s-maxage=60').send(markNotFound(template));
      return;
    }
    // Browsers recheck after five minutes; the CDN keeps it ten (a Hosting deploy purges it anyway).
    res.set('Cache-Control', 'public, max-age=300, s-maxage=600').send(injectArticleMeta(template, meta));
  } catch (error) {
    logger.error('articlePreview failed', error);
    res.status(502).set('Cache-Control', 'no-store').send('Página indisponível. Tente novamente.');
  }
});
