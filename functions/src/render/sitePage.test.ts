import { describe, expect, it } from 'vitest';
import { DEEPEST_PAGE_WITH_DATA, rendersWithData } from './sitePage';

describe('rendersWithData', () => {
  it('renders the first pages with their data, whatever else the query holds', () => {
    expect(rendersWithData('')).toBe(true);
    expect(rendersWithData('?page=1')).toBe(true);
    expect(rendersWithData(`?utm_source=x&page=${DEEPEST_PAGE_WITH_DATA}`)).toBe(true);
  });

  it('sends a deeper page loading, for the browser to read', () => {
    expect(DEEPEST_PAGE_WITH_DATA).toBe(5);
    expect(rendersWithData(`?page=${DEEPEST_PAGE_WITH_DATA + 1}`)).toBe(false);
    expect(rendersWithData('?page=999999999')).toBe(false);
  });

  it('treats a page the site reads as 1 (not a number) as the first page', () => {
    expect(rendersWithData('?page=abc')).toBe(true);
    expect(rendersWithData('?page=-3')).toBe(true);
  });
});
