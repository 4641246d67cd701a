import { describe, expect, it } from 'vitest';
import {
  NOT_FOUND_CACHE_CONTROL,
  NO_PAGE_CACHE_CONTROL,
  cacheControlFor,
  renderedPageCacheControl,
} from './sendRenderedPage';

describe('cacheControlFor', () => {
  it('lets the CDN keep a page rendered with its data as long as its declaration says, and browsers ask again every visit', () => {
    expect(renderedPageCacheControl(300)).toBe('public, max-age=0, s-maxage=300');
    expect(cacheControlFor('data', true, 300)).toBe('public, max-age=0, s-maxage=300');
    expect(cacheControlFor('data', true, 600)).toBe('public, max-age=0, s-maxage=600');
  });

  it('keeps a page sent loading on purpose (a deep list page), which the browser reads anyway', () => {
    expect(cacheControlFor('loading', false, 300)).toBe('public, max-age=0, s-maxage=300');
  });

  it('never keeps a page that should have had its data, nor an empty root', () => {
    expect(cacheControlFor('loading', true, 300)).toBe('no-store');
    expect(cacheControlFor('empty', true, 300)).toBe('no-store');
    expect(cacheControlFor('empty', false, 300)).toBe('no-store');
  });

  it('keeps a not-found page one minute at the CDN, never in the browser', () => {
    expect(NOT_FOUND_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60');
  });

  it('keeps the 404 of an address no page claims an hour at the CDN (only a deploy, which clears it, changes it)', () => {
    expect(NO_PAGE_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=3600');
  });
});
