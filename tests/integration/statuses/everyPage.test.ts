import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, LANGUAGES, type Language } from '@cvc/domain';
import {
  HTML_LANG,
  SECURITY_HEADERS,
  localizedPath,
  type PageDeclaration,
  type SiteRenderer,
} from '@cvc/web';
import { ROOT } from '../../../scripts/lib/emulators';
import { loadSeed } from '../../../scripts/seed/load';
import { publishedArticles } from '../../e2e/pages/seed';
import { adminFirestore } from '../../support/admin-firestore';
import { hostingUrl } from '../../support/emulators';
import { SEEDED_EVENT_ROUTE } from '../../support/public-routes';

// Hosting names no page: its catch-alls send every address no file or earlier rewrite claims to sitePage. So every
// address every page declares, in every language, is asked of the Hosting emulator here, as a browser asks it:
// a 200 in the address's language, with the CDN time the page declares and the security headers.

const { renderer } = (await import(
  pathToFileURL(join(ROOT, 'functions', 'lib', 'ssr', 'entry-server.mjs')).href
)) as { renderer: SiteRenderer };

/** What sendRenderedPage promises the CDN for a page rendered per request, written out. */
const cacheControlOf = (page: PageDeclaration) => `public, max-age=0, s-maxage=${page.cacheSeconds}`;

/**
 * Every declared path of every page with its parameters filled from the seed, its canonical path, and for a page
 * of one item the languages that item exists in (an untranslated one's other pages point to the Portuguese).
 */
async function declaredAddresses() {
  const [news] = await publishedArticles('news');
  const [opinion] = await publishedArticles('opinions');
  const eventId = SEEDED_EVENT_ROUTE.path.split('/').pop()!;
  const event = await adminFirestore().collection(COLLECTIONS.events).doc(eventId).get();
  const versionsOf = (item: object | undefined): Language[] => [
    'pt',
    ...(Object.keys((item as { translations?: object } | undefined)?.translations ?? {}) as Language[]),
  ];
  const versions: Record<string, Language[]> = {
    'news-article': versionsOf(news),
    'opinion-article': versionsOf(opinion),
    event: versionsOf(event.data()),
  };
  const params: Record<string, Record<string, string>> = {
    'news-article': { slug: news!.slug },
    'opinion-article': { slug: opinion!.slug },
    event: { id: eventId },
  };
  const fill = (page: PageDeclaration, path: string) =>
    path.replace(/:(\w+)/g, (_, name: string) => params[page.id]![name]!);
  return renderer.pages
    .filter((page) => page.render !== 'fallback')
    .flatMap((page) =>
      page.paths.map((path) => ({
        page,
        path: fill(page, path),
        canonical: fill(page, page.paths[0]),
        versions: versions[page.id] ?? LANGUAGES,
      })),
    );
}

describe('every page Hosting serves through its catch-alls', () => {
  beforeAll(() => loadSeed(), 60_000);

  it('is in the declarations: every render mode but the not-found page, aliases too', async () => {
    const addresses = await declaredAddresses();
    expect(addresses.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/', '/noticias', '/venture-lab', '/2030revolucaotech']),
    );
    expect(addresses.some(({ path }) => path.startsWith('/noticia/'))).toBe(true);
  });

  it(
    'answers 200 at each address in pt, en and es, in that language, with its cache time and headers',
    { timeout: 240_000 },
    async () => {
      const failures: string[] = [];
      const expectations = (await declaredAddresses()).flatMap((entry) =>
        LANGUAGES.map((language) => ({ ...entry, language, address: localizedPath(language, entry.path) })),
      );
      // A few at a time: each is a render on a small machine.
      for (let start = 0; start < expectations.length; start += 4) {
        await Promise.all(
          expectations
            .slice(start, start + 4)
            .map(async ({ page, language, address, canonical, versions }) => {
              const response = await fetch(hostingUrl(address), { redirect: 'manual' });
              const html = await response.text();
              const wrong = (what: string) => failures.push(`${address} (${page.id}): ${what}`);
              if (response.status !== 200) wrong(`status ${response.status}`);
              if (!response.headers.get('content-type')?.startsWith('text/html')) wrong('not HTML');
              if (page.render === 'request' && response.headers.get('cache-control') !== cacheControlOf(page))
                wrong(`Cache-Control ${response.headers.get('cache-control')}`);
              for (const [name, value] of Object.entries(SECURITY_HEADERS))
                if (response.headers.get(name) !== value) wrong(`${name} ${response.headers.get(name)}`);
              if (!html.includes(`<html lang="${HTML_LANG[language]}">`)) wrong('not in its language');
              if (html.includes('content="noindex"')) wrong('noindex');
              // An item's page in a language it has no version in points to its Portuguese.
              const own = versions.includes(language);
              const canonicalUrl = hostingUrl(own ? localizedPath(language, canonical) : canonical);
              if (!html.includes(`<link rel="canonical" href="${canonicalUrl}">`)) wrong('canonical');
            }),
        );
      }
      expect(failures).toEqual([]);
      expect(expectations.length).toBeGreaterThanOrEqual(3 * 14);
    },
  );
});
