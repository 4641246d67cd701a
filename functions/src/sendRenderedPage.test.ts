import { describe, expect, it } from 'vitest';
import {
  ARTICLE_CACHE_CONTROL,
  NOT_FOUND_CACHE_CONTROL,
  RENDERED_PAGE_CACHE_CONTROL,
  cacheControlFor,
} from './sendRenderedPage';

describe('cacheControlFor', () => {
  it('lets the CDN keep a page rendered with its data five minutes, and browsers ask again every visit', () => {
    expect(RENDERED_PAGE_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=300');
    expect(cacheControlFor('data', true)).toBe(RENDERED_PAGE_CACHE_CONTROL);
  });

  it('keeps a page sent loading on purpose (a deep list page), which the browser reads anyway', () => {
    expect(cacheControlFor('loading', false)).toBe(RENDERED_PAGE_CACHE_CONTROL);
  });

  it('never keeps a page that should have had its data, nor an empty root', () => {
    expect(cacheControlFor('loading', true)).toBe('no-store');
    expect(cacheControlFor('empty', true)).toBe('no-store');
    expect(cacheControlFor('empty', false)).toBe('no-store');
  });
});

describe('article cache headers', () => {
  it('keeps an article ten minutes at the CDN and a not-found one minute, never in the browser', () => {
    expect(ARTICLE_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=600');
    expect(NOT_FOUND_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60');
  });
});
