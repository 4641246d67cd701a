import { LIST_PAGE_SIZE } from '@cvc/domain';

/** `?page=` as a page number: anything but a positive whole number means page 1. */
export function parsePageParam(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export interface PagingState {
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** SPEC §4: previous disabled on page 1, next disabled when no rows are left after this page. */
export function pagingState(page: number, total: number, pageSize: number = LIST_PAGE_SIZE): PagingState {
  return {
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    hasPrevious: page > 1,
    hasNext: page * pageSize < total,
  };
}

/** Search string for a page; page 1 keeps the bare path so it has one address. */
export function pageSearch(page: number): string {
  return page > 1 ? `?page=${page}` : '';
}
