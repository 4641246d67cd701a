import { startTransition, useEffect, useState } from 'react';
import type { Language } from '@cvc/domain';
import { useSearchParams } from 'react-router-dom';
import type { Page, PageOf } from '../../data/pagedQuery';
import { useLanguage } from '../../i18n/useLanguage';
import { readOf, type NamedRead } from '../../hooks/readStore';
import { useReadStore } from '../../hooks/ReadStoreContext';
import { pageSearch, pagingState, parsePageParam, type PagingState } from './paging';

export type PagedListState<T> =
  | { status: 'loading'; page: number }
  | { status: 'ready'; page: number; items: T[]; paging: PagingState }
  | { status: 'error'; page: number };

/**
 * The page lives in the URL (`?page=2`), so back/forward and shared links land on the same page. Each change
 * is a history entry; reads that finish after the visitor moved on are dropped.
 */
export function usePagedList<T>(readPage: (at: PageOf) => Promise<Page<T>>) {
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const language = useLanguage();
  const reads = useReadStore();
  const [state, setState] = useState<PagedListState<T>>(() => {
    const known = reads.peek(readPage, { page, language });
    return known ? readyState(page, known.value) : { status: 'loading', page };
  });

  useEffect(() => {
    // The page the server rendered with its data is shown as it is.
    if (reads.release(readPage, { page, language })) return;
    let active = true;
    // Another language's version of the same page keeps its cards until the new ones arrive.
    setState((shown) =>
      shown.page === page && shown.status === 'ready' ? shown : { status: 'loading', page },
    );
    reads.take(readPage, { page, language }).then(
      // As a transition, like every section filling in (useAsync): the cards render in slices.
      (result) => active && startTransition(() => setState(readyState(page, result))),
      (error: unknown) => {
        // SPEC §8: fetch failures are logged only; the page shows its empty state.
        console.error(error);
        if (active) setState({ status: 'error', page });
      },
    );
    return () => {
      active = false;
    };
  }, [page, language, readPage, reads]);

  const goTo = (next: number) => {
    setParams(new URLSearchParams(pageSearch(next)));
    window.scrollTo({ top: 0 });
  };
  return { state, goTo };
}

/** A list page's reads: the page of `?page=` the list will show first, in the address's language. */
export function listReads<T>(
  readPage: (at: PageOf) => Promise<Page<T>>,
): (at: { search: URLSearchParams; language: Language }) => { list: NamedRead<Page<T>> } {
  return ({ search, language }) => ({
    list: readOf(readPage, { page: parsePageParam(search.get('page')), language }),
  });
}

function readyState<T>(page: number, { items, total }: Page<T>): PagedListState<T> {
  return { status: 'ready', page, items, paging: pagingState(page, total) };
}
