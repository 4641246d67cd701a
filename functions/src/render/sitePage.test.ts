import { describe, expect, it } from 'vitest';
import type { PageDeclaration } from '@cvc/web';
import { DEEPEST_PAGE_WITH_DATA, notFoundPageId, rendersWithData } from './sitePage';

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

describe('notFoundPageId', () => {
  const page = (id: string, render: PageDeclaration['render']): PageDeclaration => ({
    id,
    paths: [`/${id}`],
    render,
    params: [],
    folder: `pages/${id}`,
  });

  it('names the page the site declares for every address no other page claims', () => {
    expect(notFoundPageId([page('home', 'request'), page('lost', 'fallback')])).toBe('lost');
  });

  it('refuses a site without one, rather than answer unknown addresses with some other page', () => {
    expect(() => notFoundPageId([page('home', 'request')])).toThrow('The site declares no not-found page');
  });
});
