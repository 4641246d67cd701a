import { describe, expect, it } from 'vitest';
import { RENDERED_PAGE_CACHE_CONTROL, cacheControlFor } from './sendRenderedPage';

describe('cacheControlFor', () => {
  it('lets browsers and the CDN keep a page rendered with its data, a minute and five', () => {
    expect(RENDERED_PAGE_CACHE_CONTROL).toBe('public, max-age=60, s-maxage=300');
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
