import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { adminApp } from './adminApp';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  PAGE_SHELLS,
  SECURITY_HEADERS,
  articlePath,
  parseArticlePath,
  type ArticleKind,
} from '@cvc/domain';
import { injectArticleMeta, markNotFound, shortDescription, type ArticleMeta } from './articleMeta';
import { fetchShell, renderIntoShell } from './serverRender';
import { redirectToCanonical } from './canonicalUrl';
import { ARTICLE_CACHE_CONTROL, NOT_FOUND_CACHE_CONTROL } from './sendRenderedPage';
import { absoluteUrl, siteOrigin } from './siteOrigin';
import { PUBLIC_HTTP_OPTIONS } from './options';
import { originEnv } from './params';

// GET /artigo/{slug}, /noticia/{slug}, /opiniao/{slug} (Hosting rewrites). The article page, rendered with its
// article (serverRender.ts), and with the article's share tags in <head>: social crawlers run no JavaScript, so
// what is in the HTML is all a preview can show. Browsers hydrate the same page.

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

export const articlePreview = onRequest(PUBLIC_HTTP_OPTIONS, async (req, res) => {
  // Also in firebase.json: set here too, so the page keeps them on any route to this function.
  res.set(SECURITY_HEADERS);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('Method not allowed');
    return;
  }
  // An article reads no query parameter: any query is dropped by a redirect, before the article is read.
  if (redirectToCanonical(req, res, { path: req.path })) return;
  const origin = siteOrigin(req.headers, originEnv());
  try {
    const target = parseArticlePath(req.path);
    const shell = await fetchShell(origin, PAGE_SHELLS.article);
    const [meta, page] = await Promise.all([
      target ? articleMeta(target.kind, target.slug, origin) : null,
      renderIntoShell(shell, req.path),
    ]);
    res.set('Content-Type', 'text/html; charset=utf-8');
    if (!meta) {
      res.status(404).set('Cache-Control', NOT_FOUND_CACHE_CONTROL).send(markNotFound(page.html));
      return;
    }
    // A page sent without its article is never kept (a Hosting deploy purges the CDN anyway).
    const cache = page.outcome === 'data' ? ARTICLE_CACHE_CONTROL : 'no-store';
    res.set('Cache-Control', cache).send(injectArticleMeta(page.html, meta));
  } catch (error) {
    logger.error('articlePreview failed', error);
    res.status(502).set('Cache-Control', 'no-store').send('Página indisponível. Tente novamente.');
  }
});
