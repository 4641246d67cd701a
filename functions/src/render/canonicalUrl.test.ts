import { describe, expect, it } from 'vitest';
import { knownParamsOf, REDIRECT_CACHE_CONTROL, canonicalQuery, redirectToCanonical } from './canonicalUrl';
import { fakeExchange } from '../testing/fakeExchange';

const LIST_PARAMS = knownParamsOf(['page']);
const HOME_PARAMS = knownParamsOf(['event']);

const exchange = (method: string, url: string) => fakeExchange({ method, url });

describe('canonicalQuery', () => {
  it('keeps only the parameters the page reads', () => {
    expect(canonicalQuery('?x=1')).toBe('');
    expect(canonicalQuery('?page=2&x=1', LIST_PARAMS)).toBe('?page=2');
    expect(canonicalQuery('?utm_source=news&event=ev-1', HOME_PARAMS)).toBe('?event=ev-1');
    expect(canonicalQuery('?page=2', HOME_PARAMS)).toBe('');
  });

  it('writes the page as the site links it: page 1 and nonsense are the bare list', () => {
    expect(canonicalQuery('?page=1', LIST_PARAMS)).toBe('');
    expect(canonicalQuery('?page=abc', LIST_PARAMS)).toBe('');
    expect(canonicalQuery('?page=-3', LIST_PARAMS)).toBe('');
    expect(canonicalQuery('?page=02', LIST_PARAMS)).toBe('?page=2');
    expect(canonicalQuery('?page=3&page=4', LIST_PARAMS)).toBe('?page=3');
    expect(canonicalQuery('?page=99999999999999999999', LIST_PARAMS)).toBe('');
  });

  it('drops an empty event and keeps any other id as given', () => {
    expect(canonicalQuery('?event=', HOME_PARAMS)).toBe('');
    expect(canonicalQuery('?event=a%20b', HOME_PARAMS)).toBe('?event=a+b');
  });

  it('keeps a search as typed but for its spaces, as the search form sends it; a blank one is no query', () => {
    const search = knownParamsOf(['q', 'page']);
    expect(canonicalQuery('?q=Inova%C3%A7%C3%A3o+aberta', search)).toBe('?q=Inova%C3%A7%C3%A3o+aberta');
    expect(canonicalQuery('?page=2&q=++venture%20%20client+', search)).toBe('?q=venture+client&page=2');
    expect(canonicalQuery('?q=+++', search)).toBe('');
    expect(canonicalQuery(`?q=${'a'.repeat(300)}`, search)).toBe(`?q=${'a'.repeat(200)}`);
  });

  it('is stable: the canonical address is its own canonical address', () => {
    const search = knownParamsOf(['q', 'page']);
    for (const query of [
      '?event=a%20b&x',
      '?page=007&y=2',
      '?event=%C3%A9v%26x',
      '?',
      '',
      '?q=a%20%20b&page=3',
    ])
      for (const known of [HOME_PARAMS, LIST_PARAMS, search]) {
        const once = canonicalQuery(query, known);
        expect(canonicalQuery(once, known)).toBe(once);
      }
  });
});

describe('redirectToCanonical', () => {
  it('sends a 301 to the canonical address, kept by the CDN, before anything is read', () => {
    const { req, res, sent } = exchange('GET', '/noticias?page=2&x=1');
    expect(redirectToCanonical(req, res, { path: '/noticias', known: LIST_PARAMS })).toBe(true);
    expect(sent).toEqual({
      status: 301,
      headers: { Location: '/noticias?page=2', 'Cache-Control': REDIRECT_CACHE_CONTROL },
      ended: true,
    });
    expect(REDIRECT_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=86400');
  });

  it('redirects a trailing slash, an empty query and a query on an article', () => {
    const slash = exchange('GET', '/noticias/');
    expect(redirectToCanonical(slash.req, slash.res, { path: '/noticias', known: LIST_PARAMS })).toBe(true);
    expect(slash.sent.headers.Location).toBe('/noticias');
    const empty = exchange('HEAD', '/?');
    expect(redirectToCanonical(empty.req, empty.res, { path: '/', known: HOME_PARAMS })).toBe(true);
    expect(empty.sent.headers.Location).toBe('/');
    const article = exchange('GET', '/artigo/a-b?fbclid=1');
    expect(redirectToCanonical(article.req, article.res, { path: '/artigo/a-b' })).toBe(true);
    expect(article.sent.headers.Location).toBe('/artigo/a-b');
  });

  it('lets the canonical address through, and any method but GET and HEAD', () => {
    for (const [url, path, known] of [
      ['/', '/', HOME_PARAMS],
      ['/?event=ev-1', '/', HOME_PARAMS],
      ['/noticias?page=2', '/noticias', LIST_PARAMS],
      ['/artigo/a-b', '/artigo/a-b', undefined],
    ] as const) {
      const { req, res, sent } = exchange('GET', url);
      expect(redirectToCanonical(req, res, { path, known }), url).toBe(false);
      expect(sent, url).toEqual({ status: 200, headers: {} });
    }
    const post = exchange('POST', '/?x=1');
    expect(redirectToCanonical(post.req, post.res, { path: '/', known: HOME_PARAMS })).toBe(false);
  });
});

describe('knownParamsOf', () => {
  it('refuses a parameter a page declares without a canonical form', () => {
    expect(() => knownParamsOf(['utm_source'])).toThrow(
      'No canonical form for the query parameter utm_source',
    );
  });
});
