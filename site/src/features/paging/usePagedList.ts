import { startTransition, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Page } from '../../data/pagedQuery';
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
export function usePagedList<T>(readPage: (page: number) => Promise<Page<T>>) {
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const reads = useReadStore();
  const [state, setState] = useState<PagedListState<T>>(() => {
    const known = reads.peek(readPage, page);
    return known ? readyState(page, known.value) : { status: 'loading', page };
  });

  useEffect(() => {
    // The page the server rendered with its data is shown as it is.
    if (reads.release(readPage, page)) return;
    let active = true;
    setState({ status: 'loading', page });
    reads.take(readPage, page).then(
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
  }, [page, readPage, reads]);

  const goTo = (next: number) => {
    setParams(new URLSearchParams(pageSearch(next)));
    window.scrollTo({ top: 0 });
  };
  return { state, goTo };
}

/** A list page's reads: the page of `?page=` the list will show first (of the page's location, only the query). */
export function listReads<T>(
  readPage: (page: number) => Promise<Page<T>>,
): (at: { search: URLSearchParams }) => { list: NamedRead<Page<T>> } {
  return ({ search }) => ({ list: readOf(readPage, parsePageParam(search.get('page'))) });
}

function readyState<T>(page: number, { items, total }: Page<T>): PagedListState<T> {
  return { status: 'ready', page, items, paging: pagingState(page, total) };
}
