import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@cvc/domain';
import { localizedPath, type SiteRenderer, PUBLIC_ROUTES } from '@cvc/web';
import { ROOT } from '../../../scripts/lib/emulators';
import { loadSeed } from '../../../scripts/seed/load';
import { publishedArticles } from '../../e2e/pages/seed';
import { SEEDED_EVENT_ROUTE } from '../../support/public-routes';

// A page rendered per request shows what its named reads bring; a section asking for a read the page does not
// name renders "loading" on the server and reads in the browser, which no visitor would notice. The site's own
// renderer (the build's server entry, the one the sitePage function runs) reports such reads: none may be missed
// on any page it renders with data, in any language.

const { renderer } = (await import(
  pathToFileURL(join(ROOT, 'functions', 'lib', 'ssr', 'entry-server.mjs')).href
)) as { renderer: SiteRenderer };

// The function answers the article's CVC lookups from the directory; here the mentions may stay bare.
renderer.serveCvcInfoFrom(async () => null);

/** An address for each page rendered per request (its first path, a published item where it has a slug or an id). */
async function requestPageAddresses(): Promise<string[]> {
  const [news] = await publishedArticles('news');
  const [opinion] = await publishedArticles('opinions');
  const slugs: Record<string, string> = { 'news-article': news!.slug, 'opinion-article': opinion!.slug };
  return renderer.pages
    .filter((page) => page.render === 'request')
    .map((page) =>
      page.id === 'event' ? SEEDED_EVENT_ROUTE.path : page.paths[0]!.replace(':slug', slugs[page.id] ?? 'x'),
    );
}

describe('pages rendered with their data', () => {
  // Published articles to render: the seed's, whichever suites ran before.
  beforeAll(() => loadSeed(), 60_000);

  it('are every page whose first screen is data', async () => {
    const addresses = await requestPageAddresses();
    expect(addresses).toEqual(expect.arrayContaining([PUBLIC_ROUTES.home, PUBLIC_ROUTES.news]));
    expect(addresses).toContain(PUBLIC_ROUTES.suppliers);
    expect(addresses.length).toBeGreaterThanOrEqual(9);
  });

  it('name every read their sections show, in every language', async () => {
    for (const path of await requestPageAddresses()) {
      for (const language of LANGUAGES) {
        const address = localizedPath(language, path);
        const page = await renderer.renderPage(renderer.pageAt(address)!, address, {
          withData: true,
          origin: 'http://127.0.0.1:5000',
        });
        expect(page.status, address).toBe(200);
        expect(page.missedReads, address).toEqual([]);
        expect(Object.keys(JSON.parse(page.reads!) as object), address).toContain('siteSettings');
      }
    }
  });
});
