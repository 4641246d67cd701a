import { data, useLoaderData, useLocation, useParams } from 'react-router';
import type { HeadersArgs, LoaderFunctionArgs, MetaArgs } from 'react-router';
import { PUBLIC_ROUTES } from '@cvc/domain';
import { pageSearch, parsePageParam } from '@site/features/paging/paging';
import { i18n } from '@site/i18n';
import { NewsListPage, reads } from '@site/pages/news/NewsListPage';
import declaration from '@site/pages/news/route';
import { cacheControl, headMeta } from '../head';
import { LoaderReads, readsAt, runReads } from '../siteReads';

// /noticias (and ?page=N): the site's news list, its first page of cards read by the loader.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const results = await runReads(readsAt(reads, url, params));
  const cache = results.list ? cacheControl(declaration.cacheSeconds!) : 'no-store';
  return data({ results, origin: url.origin }, { headers: { 'Cache-Control': cache } });
}

export const headers = ({ loaderHeaders }: HeadersArgs) => loaderHeaders;

// The list's own head (site/src/features/lists/ListPage.tsx says it with usePageHead).
export function meta({ loaderData, location }: MetaArgs<typeof loader>) {
  const t = i18n.getFixedT('pt', 'lists');
  const page = parsePageParam(new URLSearchParams(location.search).get('page'));
  return headMeta(
    { title: t('news.eyebrow'), description: t('news.subtitle') },
    loaderData?.origin ?? '',
    `${PUBLIC_ROUTES.news}${pageSearch(page)}`,
  );
}

export default function News() {
  const { results } = useLoaderData<typeof loader>();
  const location = useLocation();
  const params = useParams();
  // Keyed by the query: ?page=2 comes with its own loader data, so the list starts again from it.
  return (
    <LoaderReads key={location.search} results={results} reads={readsAt(reads, location, params)}>
      <NewsListPage />
    </LoaderReads>
  );
}
