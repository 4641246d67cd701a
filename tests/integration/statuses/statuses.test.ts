import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML_LANG } from '@cvc/web';
import type { Language } from '@cvc/domain';
import { emulatorAddress } from '../../../scripts/lib/emulators';
import { robotsTxt } from '../../../scripts/lib/robots-txt';
import { PROJECT_ID, hostingUrl } from '../../support/emulators';
import { removeShareFixtures, writeShareFixtures } from '../share/fixtures';

// What a crawler and a visitor get for every address through Hosting: a page is a 200, an address that is not a
// page is a 404 with the not-found page in the address's language, a non-canonical address a 301, and the
// sitemap and robots.txt name only pages.

const manual = (path: string, init: RequestInit = {}) =>
  fetch(hostingUrl(path), { ...init, redirect: 'manual' });

// What README "Adding a page" promises the CDN, written out rather than read from the code that sends it.
const AN_HOUR_AT_THE_CDN = 'public, max-age=0, s-maxage=3600';
const A_MINUTE_AT_THE_CDN = 'public, max-age=0, s-maxage=60';

const NOT_FOUND_TITLE: Record<Language, string> = {
  pt: 'Página não encontrada',
  en: 'Page not found',
  es: 'Página no encontrada',
};

/** Rule evaluations the Firestore emulator has recorded: each read the renderer makes as a visitor adds some. */
async function ruleEvaluations(): Promise<number> {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? emulatorAddress('firestore');
  const response = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`);
  const report = JSON.stringify(await response.json());
  return [...report.matchAll(/"count":"?(\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
}

async function expectNotFoundPage(
  path: string,
  language: Language,
  { cacheControl = AN_HOUR_AT_THE_CDN, heading = NOT_FOUND_TITLE[language] } = {},
) {
  const response = await manual(path);
  expect(response.status, path).toBe(404);
  expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
  expect(response.headers.get('cache-control'), path).toBe(cacheControl);
  const html = await response.text();
  expect(html, path).toContain(`<html lang="${HTML_LANG[language]}">`);
  expect(html, path).toContain('<meta name="robots" content="noindex">');
  expect(html, path).toContain(`<h1>${heading}</h1>`);
}

describe('every address that is not a page', () => {
  it.each<[string, Language]>([
    ['/enquete', 'pt'],
    ['/en/enquete', 'en'],
    ['/es/enquete', 'es'],
    ['/nada/mais/fundo/', 'pt'],
    ['/en/noticias/a/b', 'en'],
    ['/es/artigo/a/b', 'es'],
    // Static-looking addresses are not files the site has.
    ['/x.png', 'pt'],
    ['/wp-login.php', 'pt'],
    ['/en/x.png', 'en'],
    ['/es/assets/missing.js', 'es'],
  ])(
    '%s answers 404 with the not-found page in its language, noindex, kept by the CDN an hour',
    async (path, language) => {
      await expectNotFoundPage(path, language);
    },
  );

  it('answers 404 to HEAD too, and to any query string', async () => {
    expect((await manual('/enquete', { method: 'HEAD' })).status).toBe(404);
    await expectNotFoundPage('/es/enquete?utm_source=x', 'es');
  });

  it('costs no Firestore read', async () => {
    await manual('/enquete-aquecimento');
    const before = await ruleEvaluations();
    for (const path of ['/enquete-1', '/en/enquete-2', '/es/enquete-3'])
      expect((await manual(path)).status).toBe(404);
    expect(await ruleEvaluations()).toBe(before);
  });

  it('keeps an unknown article 404 only a minute at the CDN: it may be published any moment', async () => {
    const cacheControl = A_MINUTE_AT_THE_CDN;
    await expectNotFoundPage('/artigo/nao-existe-ainda', 'pt', {
      cacheControl,
      heading: 'Artigo não encontrado',
    });
    await expectNotFoundPage('/en/opiniao/nao-existe-ainda', 'en', {
      cacheControl,
      heading: 'Article not found',
    });
  });
});

describe('pages and redirects', () => {
  it.each(['/', '/en', '/es/noticias', '/opinioes', '/en/privacidade'])('%s is a 200 page', async (path) => {
    const response = await manual(path);
    expect(response.status, path).toBe(200);
    expect(await response.text()).not.toContain('content="noindex"');
  });

  it.each([
    ['/noticias/', '/noticias'],
    ['/en/reports/', '/en/reports'],
    ['/opinioes?utm_source=x', '/opinioes'],
  ])('%s stays a 301 to %s', async (from, to) => {
    const response = await manual(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });
});

describe('the sitemap and robots.txt', () => {
  // The sitemap function keeps its article list five minutes per instance: the share suite's articles are
  // there while either suite reads it, so neither leaves the other a list of articles that no longer exist.
  beforeAll(writeShareFixtures);
  afterAll(removeShareFixtures);

  it('robots.txt is the build’s, naming the sitemap at the site’s origin, which answers', async () => {
    const response = await manual('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toBe(robotsTxt(hostingUrl('')));
    expect(text).toContain(`\nSitemap: ${hostingUrl('/sitemap.xml')}\n`);
    const sitemap = await manual(new URL(/Sitemap: (\S+)/.exec(text)![1]!).pathname);
    expect(sitemap.status).toBe(200);
  });

  it('lists only addresses that answer 200 (no 404, no redirect)', { timeout: 180_000 }, async () => {
    const xml = await (await manual('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(locs.length).toBeGreaterThan(20);
    const failures: string[] = [];
    // A few at a time: each is a render on a small machine.
    for (let start = 0; start < locs.length; start += 4) {
      await Promise.all(
        locs.slice(start, start + 4).map(async (loc) => {
          const { pathname, search } = new URL(loc);
          const response = await manual(`${pathname}${search}`);
          if (response.status !== 200) failures.push(`${response.status} ${loc}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });
});
