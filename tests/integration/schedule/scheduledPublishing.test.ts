import { afterAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, SITE_SEARCH_COLLECTION } from '@cvc/domain';
import { PUBLIC_ROUTES, SEARCH_PATH, articlePath, eventPagePath } from '@cvc/web';
import { eventsForSitemap } from '../../../functions/src/render/eventSitemap';
import { hostingUrl } from '../../support/emulators';
import { triggersSettled } from '../../support/trigger-queue';
import { admin } from '../staff/clients';

// Items scheduled a little ahead, as the console writes them (status published, published_at later), then
// read as a visitor reads them, through Hosting and the server render: absent everywhere before their time,
// present after it with nobody acting. The time is written relative to now and the pages polled, bounded: no
// wait on the wall clock's hour, and no job runs (the emulators run none). The sitemap is not asked through
// Hosting: its five-minute memo is shared by every file of a run, and a request would hide the next files'
// articles; its filter by the time is proven with a chosen now (functions/src/render/sitemap.test.ts), and the
// events' part is called here in this process, with a memo of its own, against the same emulated Firestore.

// Long enough for every "before" read to finish first (the test checks it did), short enough to wait for.
const AHEAD_MS = 25_000;
const PATIENCE_MS = 60_000;

// Letters only, so the word is one search word; unique per run.
const WORD = `agendado${Date.now()
  .toString(26)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
const NEWS_ID = `it-scheduled-${WORD}`;
const REPORT_ID = `it-scheduled-report-${WORD}`;
const NEWS_TITLE = `Notícia ${WORD} agendada`;
const REPORT_TITLE = `Relatório ${WORD} agendado`;
const SLUG = `noticia-${WORD}-agendada`;
const EVENT_ID = `it-scheduled-event-${WORD}`;
const EVENT_TITLE = `Encontro ${WORD} agendado`;
const LEAVING_ID = `it-leaving-${WORD}`;
const LEAVING_TITLE = `Notícia ${WORD} passageira`;
const LEAVING_SLUG = `noticia-${WORD}-passageira`;

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(hostingUrl(path));
  return { status: response.status, html: await response.text() };
}

const searchPath = `${SEARCH_PATH}?q=${WORD}`;

afterAll(async () => {
  await admin.db.collection(COLLECTIONS.news).doc(NEWS_ID).delete();
  await admin.db.collection(COLLECTIONS.reports).doc(REPORT_ID).delete();
  await admin.db.collection(COLLECTIONS.events).doc(EVENT_ID).delete();
  await admin.db.collection(COLLECTIONS.news).doc(LEAVING_ID).delete();
  await triggersSettled();
});

const newsItem = (title: string, slug: string, times: Record<string, Timestamp>) => ({
  title,
  summary: 'Resumo da notícia.',
  content: 'Um parágrafo.',
  content_format: 'markdown',
  slug,
  image_url: null,
  source_url: null,
  cvcs_mentioned: [],
  status: 'published',
  created_at: Timestamp.now(),
  ...times,
});

describe('an item scheduled ahead', () => {
  it('is absent from its page, the lists, the home, the search and the sitemap until its time, then present', async () => {
    const at = Timestamp.fromMillis(Date.now() + AHEAD_MS);
    await admin.db
      .collection(COLLECTIONS.news)
      .doc(NEWS_ID)
      .set(newsItem(NEWS_TITLE, SLUG, { published_at: at }));
    await admin.db.collection(COLLECTIONS.reports).doc(REPORT_ID).set({
      title: REPORT_TITLE,
      description: 'Estudo agendado.',
      cover_image_url: null,
      category: null,
      is_free: true,
      price: null,
      checkout_url: null,
      published_at: at,
    });
    // An event as the console saves one with "Publicar em" ahead: enabled, dated later.
    await admin.db
      .collection(COLLECTIONS.events)
      .doc(EVENT_ID)
      .set({
        title: EVENT_TITLE,
        description: 'Encontro agendado.',
        full_description: null,
        date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        start_time: '19:00',
        end_time: null,
        location: 'São Paulo, SP',
        registration_url: null,
        image_url: null,
        sponsors: null,
        sponsor_logos: [],
        enabled: true,
        published_at: at,
      });
    await triggersSettled();
    const sitemapEvents = async () => (await eventsForSitemap(new Date())).map((entry) => entry.paths.pt);
    // The search entry is written at the save, carrying the time it may be found from.
    const entry = await admin.db.collection(SITE_SEARCH_COLLECTION).doc(`news-${NEWS_ID}`).get();
    expect(entry.get('visible_from')?.toMillis()).toBe(at.toMillis());

    const article = await page(articlePath('news', SLUG));
    expect(article.status).toBe(404);
    expect(article.html).not.toContain(NEWS_TITLE);
    expect((await page(PUBLIC_ROUTES.news)).html).not.toContain(NEWS_TITLE);
    expect((await page(PUBLIC_ROUTES.home)).html).not.toContain(NEWS_TITLE);
    expect((await page(PUBLIC_ROUTES.reports)).html).not.toContain(REPORT_TITLE);
    const search = await page(searchPath);
    expect(search.html).not.toContain(NEWS_TITLE);
    expect(search.html).not.toContain(REPORT_TITLE);
    const eventPage = await page(eventPagePath(EVENT_ID));
    expect(eventPage.status).toBe(404);
    expect(eventPage.html).not.toContain(EVENT_TITLE);
    expect(search.html).not.toContain(EVENT_TITLE);
    expect(await sitemapEvents()).not.toContain(eventPagePath(EVENT_ID));
    const home = (await page(PUBLIC_ROUTES.home)).html;
    expect(home).not.toContain(EVENT_TITLE);
    // Every read above was made before the time: otherwise this test proved nothing.
    expect(Date.now()).toBeLessThan(at.toMillis());

    await expect
      .poll(async () => (await page(articlePath('news', SLUG))).status, {
        timeout: PATIENCE_MS,
        interval: 1_000,
      })
      .toBe(200);
    expect((await page(articlePath('news', SLUG))).html).toContain(NEWS_TITLE);
    expect((await page(PUBLIC_ROUTES.news)).html).toContain(NEWS_TITLE);
    expect((await page(PUBLIC_ROUTES.home)).html).toContain(NEWS_TITLE);
    expect((await page(PUBLIC_ROUTES.reports)).html).toContain(REPORT_TITLE);
    const found = (await page(searchPath)).html;
    expect(found).toContain(NEWS_TITLE);
    expect(found).toContain(REPORT_TITLE);
    expect(found).toContain(EVENT_TITLE);
    const event = await page(eventPagePath(EVENT_ID));
    expect(event.status).toBe(200);
    expect(event.html).toContain(EVENT_TITLE);
    expect((await page(PUBLIC_ROUTES.home)).html).toContain(EVENT_TITLE);
    expect(await sitemapEvents()).toContain(eventPagePath(EVENT_ID));
  });

  it('with an unpublish time is on its page, the lists and the search until then, and gone after', async () => {
    const leaves = Timestamp.fromMillis(Date.now() + AHEAD_MS);
    await admin.db
      .collection(COLLECTIONS.news)
      .doc(LEAVING_ID)
      .set(newsItem(LEAVING_TITLE, LEAVING_SLUG, { published_at: Timestamp.now(), unpublish_at: leaves }));
    await triggersSettled();
    const leavingSearch = `${SEARCH_PATH}?q=passageira+${WORD}`;

    const article = await page(articlePath('news', LEAVING_SLUG));
    expect(article.status).toBe(200);
    expect(article.html).toContain(LEAVING_TITLE);
    expect((await page(PUBLIC_ROUTES.news)).html).toContain(LEAVING_TITLE);
    expect((await page(leavingSearch)).html).toContain(LEAVING_TITLE);
    expect(Date.now()).toBeLessThan(leaves.toMillis());

    await expect
      .poll(async () => (await page(articlePath('news', LEAVING_SLUG))).status, {
        timeout: PATIENCE_MS,
        interval: 1_000,
      })
      .toBe(404);
    expect((await page(PUBLIC_ROUTES.news)).html).not.toContain(LEAVING_TITLE);
    expect((await page(PUBLIC_ROUTES.home)).html).not.toContain(LEAVING_TITLE);
    expect((await page(leavingSearch)).html).not.toContain(LEAVING_TITLE);
  });
});
