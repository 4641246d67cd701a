import { searchQueryText } from '@cvc/domain';
import { SEARCH_PATH } from '@cvc/web';
import { definePage } from '../../app/pageRoute';
import { fetchSearch } from '../../data/siteSearch';
import { readOf } from '../../hooks/readStore';
import { parsePageParam } from '../../features/paging/paging';

/** The query of the address, `?q=`, as the server's canonical address has it. */
export const searchQuery = (search: URLSearchParams) => searchQueryText(search.get('q') ?? '');

// Results are rendered with the page, so a search from the header (a plain form GET) answers without script.
export default definePage({
  id: 'search',
  paths: [SEARCH_PATH],
  render: 'request',
  cacheSeconds: 300,
  params: ['q', 'page'],
  reads: ({ search, language }) => ({
    answer: readOf(fetchSearch, {
      q: searchQuery(search),
      page: parsePageParam(search.get('page')),
      language,
    }),
  }),
  head: ({ t }) => ({ title: t('lists:search.eyebrow'), description: t('lists:search.subtitle') }),
  component: () => import('./SearchPage').then((page) => page.SearchPage),
});
