import { data, useLoaderData, useLocation, useParams } from 'react-router';
import type { HeadersArgs, LoaderFunctionArgs, MetaArgs } from 'react-router';
import { articlePath } from '@cvc/domain';
import type { PageHead } from '@cvc/web';
import { NEWS_FALLBACK_IMAGE } from '@site/components/fallbackImages';
import type { Article } from '@site/data/article';
import { i18n } from '@site/i18n';
import { NewsArticlePage, reads } from '@site/pages/article/ArticlePage';
import declarations from '@site/pages/article/route';
import { cacheControl, headMeta } from '../head';
import { LoaderReads, readsAt, runReads } from '../siteReads';

// /artigo/:slug: one news article, read once by the loader (text, head tags and share tags all come from it).

const NEWS_ARTICLE = declarations.find((declaration) => declaration.id === 'news-article')!;
/** As the site's function: an unknown slug may be published in a moment, so the CDN keeps its 404 a minute. */
const NOT_FOUND_SECONDS = 60;

/** The read's result: the article, null when there is none, undefined when the read failed. */
const articleOf = (results: { article?: [string, unknown] }) =>
  results.article?.[1] as Article | null | undefined;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const results = await runReads(readsAt(reads, url, params));
  const article = articleOf(results);
  const [status, cache] =
    article === null
      ? [404, cacheControl(NOT_FOUND_SECONDS)]
      : [200, article ? cacheControl(NEWS_ARTICLE.cacheSeconds!) : 'no-store'];
  return data({ results, origin: url.origin }, { status, headers: { 'Cache-Control': cache } });
}

export const headers = ({ loaderHeaders }: HeadersArgs) => loaderHeaders;

// The 'continue reading' card is read in the browser, as on the site: connect to Firestore while the page loads.
const FIRESTORE_ORIGIN = import.meta.env.VITE_FIRESTORE_EMULATOR_HOST
  ? `http://${import.meta.env.VITE_FIRESTORE_EMULATOR_HOST}`
  : 'https://firestore.googleapis.com';
export const links = () => [{ rel: 'preconnect', href: FIRESTORE_ORIGIN, crossOrigin: 'anonymous' as const }];

// What site/src/pages/article/ArticleView.tsx says with usePageHead (and ArticleNotFound for an unknown slug).
export function meta({ loaderData, params }: MetaArgs<typeof loader>) {
  const article = loaderData && articleOf(loaderData.results);
  const t = i18n.getFixedT('pt', 'article');
  const head: PageHead =
    article === null
      ? { title: t('notFound'), description: t('notFoundText'), notFound: true }
      : article
        ? {
            title: article.title,
            description: article.summary,
            image: article.image_url ?? NEWS_FALLBACK_IMAGE,
            type: 'article',
            publishedTime: article.published_at?.toISOString() ?? null,
            author: null,
          }
        : { title: null, description: i18n.t('meta.description') };
  return headMeta(head, loaderData?.origin ?? '', articlePath('news', article?.slug ?? params.slug ?? ''));
}

export default function NewsArticle() {
  const { results } = useLoaderData<typeof loader>();
  const location = useLocation();
  const params = useParams();
  return (
    <LoaderReads key={params.slug} results={results} reads={readsAt(reads, location, params)}>
      <NewsArticlePage />
    </LoaderReads>
  );
}
