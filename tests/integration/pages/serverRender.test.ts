import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_LATEST_NEWS, LIST_PAGE_SIZE, SITE_SETTINGS_PLACEHOLDERS } from '@cvc/domain';
import { PAGE_READS_ELEMENT_ID } from '@cvc/web';
import { hostingUrl } from '../../support/emulators';
import { SHARE_NEWS, SHARE_OPINION, removeShareFixtures, writeShareFixtures } from '../share/fixtures';
import {
  LIST_NEWS,
  LIST_REPORT,
  removeListFixtures,
  writeListFixtures,
  writeListFixturesAfter,
} from './fixtures';

// The home, the lists and articles through the Hosting rewrites, as a browser with JavaScript off gets them: the first
// screen (cards, article) is in the HTML, with the reads it was rendered from for the app to hydrate.

async function page(path: string) {
  const response = await fetch(hostingUrl(path));
  return { response, html: await response.text() };
}

/** The markup inside #root (up to the boot's data block, the first script after it). */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root" inert>');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('<script', start));
}

function readsOf(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_READS_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!match) return undefined;
  // Every page's reads hold the site settings (site-context/SiteSettings.tsx) beside the page's own, each by its name.
  const { siteSettings: settings, ...named } = JSON.parse(match[1]!) as Record<string, [string, unknown]>;
  const pageReads = Object.values(named);
  // The seed's offers are dated from its run (tests/integration/pages/courseLandings.test.ts checks them); its
  // identity names the association's profiles (the home's sameAs, checked by the structured data tests).
  expect(settings).toEqual([
    'null',
    {
      ...SITE_SETTINGS_PLACEHOLDERS,
      executive_training_offer: expect.any(Object),
      course_2030_offer: expect.any(Object),
      profiles: expect.any(Array),
    },
  ]);
  return pageReads;
}

const ESCAPED_TITLE = 'Prévia &amp; &quot;compartilhamento&quot; &lt;de&gt; notícias';

describe('lists rendered with their data', () => {
  // The share articles first, then the lists dated after them: the lists lead, the share news follows.
  beforeAll(async () => writeListFixturesAfter(await writeShareFixtures()));
  afterAll(() => Promise.all([removeShareFixtures(), removeListFixtures()]));

  it('serves /noticias with the newest news as cards, cacheable, and the page it was read from', async () => {
    const { response, html } = await page('/noticias');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    const newest = LIST_NEWS[0]!;
    const root = rootOf(html);
    expect(root).toContain('<h1>Notícias do Corporate Venture Capital');
    expect(root).toContain(`href="/artigo/${newest.slug}"`);
    expect(root).toContain(newest.title);
    const reads = readsOf(html) as [string, { items: { slug: string; title: string }[]; total: number }][];
    expect(reads).toHaveLength(1);
    const [key, first] = reads[0]!;
    // The list's page and the page's language: each language's version is a read of its own.
    expect(JSON.parse(key)).toEqual({ page: 1, language: 'pt' });
    expect(first.items).toHaveLength(LIST_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({ slug: newest.slug, title: newest.title });
    expect(first.total).toBeGreaterThan(LIST_PAGE_SIZE);
  });

  it('renders the page of ?page=, escaped, the first card loading ahead of the rest', async () => {
    const { html } = await page('/noticias?page=2');
    const reads = readsOf(html) as [string, { items: { slug: string }[] }][];
    expect(JSON.parse(reads[0]![0])).toEqual({ page: 2, language: 'pt' });
    const slugs = reads[0]![1].items.map((item) => item.slug);
    expect(slugs[0]).toBe(LIST_NEWS[LIST_PAGE_SIZE]!.slug);
    // The share fixture, written just before them, comes right after the thirteen.
    expect(slugs[1]).toBe(SHARE_NEWS.slug);
    expect(rootOf(html)).not.toContain(`href="/artigo/${LIST_NEWS[0]!.slug}"`);
    // Staff typed `<de>`: it is text in the cards and in the reads, never markup.
    expect(rootOf(html)).toContain(ESCAPED_TITLE);
    expect(html).not.toContain('<de>');
    const images = rootOf(html).match(/<img [^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(1);
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images.slice(1).every((img) => img.includes('loading="lazy"'))).toBe(true);
  });

  it('sends a page deeper than the first five loading, for the browser to read', async () => {
    const { response, html } = await page('/noticias?page=6');
    expect(response.status).toBe(200);
    expect(readsOf(html)).toBeUndefined();
    expect(rootOf(html)).toContain('<h1>Notícias do Corporate Venture Capital');
    expect(rootOf(html)).not.toContain('<article');
  });

  it('serves /opinioes with each opinion and its columnist, and /reports with its cards', async () => {
    const opinions = await page('/opinioes');
    expect(opinions.response.status).toBe(200);
    expect(rootOf(opinions.html)).toContain(SHARE_OPINION.title);
    expect(rootOf(opinions.html)).toContain('Colunista da Prévia');
    const reports = await page('/reports');
    expect(reports.response.status).toBe(200);
    const [, firstPage] = (readsOf(reports.html) as [string, { items: { title: string }[] }][])[0]!;
    expect(firstPage.items[0]!.title).toBe(LIST_REPORT.title);
    expect(rootOf(reports.html)).toContain(LIST_REPORT.title);
  });
});

describe('the home rendered with its data', () => {
  beforeAll(writeListFixtures);
  afterAll(removeListFixtures);

  it('serves / with its sections filled, cacheable, and every read it was rendered from', async () => {
    const { response, html } = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    const root = rootOf(html);
    expect(root).toContain('<h1>Conectamos corporações');
    for (const news of LIST_NEWS.slice(0, HOME_LATEST_NEWS))
      expect(root).toContain(`href="/artigo/${news.slug}"`);
    expect(root).not.toContain(`href="/artigo/${LIST_NEWS[HOME_LATEST_NEWS]!.slug}"`);
    expect(root).toContain(LIST_REPORT.title);
    // One read per section that reads Firestore (participant logos, news, opinions, reports, events,
    // supporters, maintainers), none failed: a failed one would be missing, for the browser to read.
    const reads = readsOf(html) as [string, unknown][];
    expect(reads).toHaveLength(7);
    const names = Object.keys(JSON.parse(/id="page-reads">([^<]*)</.exec(html)![1]!) as object);
    expect(names).toEqual([
      'siteSettings',
      'participants',
      'latestNews',
      'opinions',
      'latestReports',
      'events',
      'supporters',
      'maintainers',
    ]);
    // Staff-written sections read in the page's language; the logos are the same in every language.
    expect(reads.map((read) => read[0])).toEqual(['null', '"pt"', '"pt"', '"pt"', '"pt"', 'null', 'null']);
  });

  it('answers only GET and HEAD', async () => {
    const head = await fetch(hostingUrl('/'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    const post = await fetch(hostingUrl('/'), { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('articles rendered with their data', () => {
  beforeAll(writeShareFixtures);
  afterAll(removeShareFixtures);

  it('serves the article itself, paragraphs and all, beside its share tags', async () => {
    const { response, html } = await page(`/artigo/${SHARE_NEWS.slug}`);
    expect(response.status).toBe(200);
    const root = rootOf(html);
    expect(root).toContain(`<h1>${ESCAPED_TITLE}</h1>`);
    expect(root).toContain('<p>Primeiro parágrafo.</p><p>Segundo parágrafo.</p>');
    const [key, article] = (readsOf(html) as [string, { slug: string; published_at: unknown }][])[0]!;
    expect(JSON.parse(key)).toEqual({ kind: 'news', slug: SHARE_NEWS.slug, language: 'pt' });
    expect(article.slug).toBe(SHARE_NEWS.slug);
    // Dates travel tagged, to come back as Dates in the browser.
    expect(article.published_at).toEqual({ $date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('serves an unknown article as the not-found page, rendered', async () => {
    const { response, html } = await page('/artigo/it-esta-noticia-nao-existe');
    expect(response.status).toBe(404);
    expect(rootOf(html)).toContain('<h1>Artigo não encontrado</h1>');
  });
});
