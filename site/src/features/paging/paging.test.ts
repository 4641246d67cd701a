import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE } from '@cvc/domain';
import { pageSearch, pagingState, parsePageParam } from './paging';

describe('parsePageParam', () => {
  it('reads positive whole numbers', () => {
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam('10')).toBe(10);
  });

  it('falls back to page 1 for a missing, zero, negative, fractional or garbage value', () => {
    for (const value of [null, '', '0', '-1', '1.5', 'abc', '2abc', '99999999999999999999']) {
      expect(parsePageParam(value)).toBe(1);
    }
  });
});

describe('pagingState', () => {
  it('uses 12 rows per page', () => {
    expect(LIST_PAGE_SIZE).toBe(12);
  });

  it('disables previous on page 1 and next when the page holds the last row', () => {
    expect(pagingState(1, 14)).toEqual({ page: 1, pageCount: 2, hasPrevious: false, hasNext: true });
    expect(pagingState(2, 14)).toEqual({ page: 2, pageCount: 2, hasPrevious: true, hasNext: false });
  });

  it('has no next page when exactly 12 rows exist, and one page when there are none', () => {
    expect(pagingState(1, 12).hasNext).toBe(false);
    expect(pagingState(1, 13).hasNext).toBe(true);
    expect(pagingState(1, 0)).toEqual({ page: 1, pageCount: 1, hasPrevious: false, hasNext: false });
  });
});

describe('pageSearch', () => {
  it('keeps page 1 bare and puts later pages in ?page=', () => {
    expect(pageSearch(1)).toBe('');
    expect(pageSearch(3)).toBe('?page=3');
  });
});
