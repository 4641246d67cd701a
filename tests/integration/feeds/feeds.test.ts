import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { parseFeed } from 'feedsmith';
import { COLLECTIONS, SITE_IDENTITY_DOC_ID, readSiteIdentity } from '@cvc/domain';
import { articlePath, localizedFeedPath, localizedPath } from '@cvc/web';
import { adminFirestore } from '../../support/admin-firestore';
import { hostingUrl } from '../../support/emulators';
import { triggersSettled } from '../../support/trigger-queue';

// The feeds as a feed reader takes them: found in a page's head, fetched through Hosting's rewrite, read by a
// feed parser from the registry (feedsmith, which reports each entry's xml:lang). The file writes its own items,
// one of each kind a visitor must not see beside one published, under a word unique to the run, and looks only
// for them: the seed's and other files' items may be in the feed too. Times are relative to now, whole seconds
// (the feed's dates carry no milliseconds), and none waits on the clock.

const db = adminFirestore();
const ORIGIN = hostingUrl('');
const WORD = `feed${Date.now().toString(36)}`;
const SECOND = 1000;
const nowSeconds = () => Math.floor(Date.now() / SECOND) * SECOND;

const PUBLISHED_TITLE = `Notícia ${WORD} <publicada> & "citada"`;
const PUBLISHED_SLUG = `noticia-${WORD}-publicada`;
const OPINION_SLUG = `opiniao-${WORD}`;
// The opinion has an English version (as the console stores one), not a Spanish one.
const OPINION_EN = {
  title: `Opinion ${WORD} in English`,
  summary: `An English summary ${WORD}.`,
  content: 'A paragraph.',
  slug: `opinion-${WORD}-in-english`,
  source_fingerprint: '0000abcd',
  translated_at: Timestamp.now(),
};
const COLUMNIST_NAME = `Colunista ${WORD}`;
const ids = {
  published: `it-feed-published-${WORD}`,
  draft: `it-feed-draft-${WORD}`,
  scheduled: `it-feed-scheduled-${WORD}`,
  withdrawn: `it-feed-withdrawn-${WORD}`,
  opinion: `it-feed-opinion-${WORD}`,
  columnist: `it-feed-columnist-${WORD}`,
};
const publishedAt = Timestamp.fromMillis(nowSeconds() - 5 * SECOND);

const news = (title: string, slug: string, fields: Record<string, unknown>) => ({
  title,
  summary: `Resumo ${WORD} de <${slug}> & cia.`,
  content: 'Um parágrafo.',
  content_format: 'markdown',
  slug,
  image_url: null,
  source_url: null,
  cvcs_mentioned: [],
  status: 'published',
  created_at: Timestamp.now(),
  ...fields,
});

beforeAll(async () => {
  const later = (ms: number) => Timestamp.fromMillis(Date.now() + ms);
  const newsDocs = db.collection(COLLECTIONS.news);
  await Promise.all([
    newsDocs.doc(ids.published).set(news(PUBLISHED_TITLE, PUBLISHED_SLUG, { published_at: publishedAt })),
    newsDocs
      .doc(ids.draft)
      .set(news(`Rascunho ${WORD}`, `rascunho-${WORD}`, { status: 'draft', published_at: publishedAt })),
    // A day ahead: never reached while the file runs.
    newsDocs
      .doc(ids.scheduled)
      .set(news(`Agendada ${WORD}`, `agendada-${WORD}`, { published_at: later(24 * 3600 * SECOND) })),
    newsDocs.doc(ids.withdrawn).set(
      news(`Retirada ${WORD}`, `retirada-${WORD}`, {
        published_at: Timestamp.fromMillis(publishedAt.toMillis() - 60 * SECOND),
        unpublish_at: later(-SECOND),
      }),
    ),
    db.collection(COLLECTIONS.columnists).doc(ids.columnist).set({
      name: COLUMNIST_NAME,
      bio: 'Escreve sobre inovação.',
      photo_url: null,
      position: null,
      company: null,
      linkedin_url: null,
      created_at: Timestamp.now(),
    }),
  ]);
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- news alone mention CVCs
  const { cvcs_mentioned, ...opinion } = news(`Opinião ${WORD}`, OPINION_SLUG, { published_at: publishedAt });
  await db
    .collection(COLLECTIONS.opinions)
    .doc(ids.opinion)
    .set({
      ...opinion,
      columnist_id: ids.columnist,
      partner_logo_url: null,
      translations: { en: OPINION_EN },
      translation_state: { en: 'current', es: 'missing' },
    });
});

afterAll(async () => {
  await Promise.all([
    ...['published', 'draft', 'scheduled', 'withdrawn'].map((key) =>
      db
        .collection(COLLECTIONS.news)
        .doc(ids[key as keyof typeof ids])
        .delete(),
    ),
    db.collection(COLLECTIONS.opinions).doc(ids.opinion).delete(),
    db.collection(COLLECTIONS.columnists).doc(ids.columnist).delete(),
  ]);
  await triggersSettled();
});

async function readFeed(path: string) {
  const response = await fetch(hostingUrl(path));
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  // Kept by the CDN as long as the lists are (LIST_CACHE_SECONDS).
  expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
  const parsed = parseFeed(await response.text());
  expect(parsed.format).toBe('atom');
  if (parsed.format !== 'atom') throw new Error('not Atom');
  return parsed.feed;
}

const ours = (feed: Awaited<ReturnType<typeof readFeed>>) =>
  (feed.entries ?? []).filter((entry) => entry.title?.value?.includes(WORD));

describe('the feeds', () => {
  it('a reader subscribes to the news in English from the page’s head and gets only what is published', async () => {
    const page = await (await fetch(hostingUrl('/en/noticias'))).text();
    const link =
      /<link rel="alternate" type="application\/atom\+xml" title="([^"]*)" href="([^"]*noticias[^"]*)">/.exec(
        page,
      );
    expect(link?.[1]).toBe('News | CVC Association');
    expect(link?.[2]).toBe(`${ORIGIN}${localizedFeedPath('news', 'en')}`);

    const feed = await readFeed(new URL(link![2]!).pathname);
    expect(feed.title?.value).toBe('News | CVC Association');
    expect(feed.xml?.lang).toBe('en');
    const identity = readSiteIdentity(
      (await db.collection(COLLECTIONS.siteIdentity).doc(SITE_IDENTITY_DOC_ID).get()).data(),
    );
    expect(feed.authors?.[0]?.name).toBe(identity.association.name);

    const entries = ours(feed);
    expect(entries.map((entry) => entry.title?.value)).toEqual([PUBLISHED_TITLE]);
    const [entry] = entries;
    expect(entry!.xml?.lang).toBe('pt-BR');
    expect(entry!.links?.[0]?.href).toBe(
      `${ORIGIN}${localizedPath('en', articlePath('news', PUBLISHED_SLUG))}`,
    );
    expect(new Date(entry!.published!).getTime()).toBe(publishedAt.toMillis());
    expect(entry!.published).toMatch(/-03:00$/);
    expect(entry!.summary?.value).toBe(`Resumo ${WORD} de <${PUBLISHED_SLUG}> & cia.`);
    // News name no person: the feed's author, the association, is theirs.
    expect(entry!.authors).toBeUndefined();
  });

  it('names the same items in Portuguese and Spanish, linked in each language', async () => {
    const pt = await readFeed(localizedFeedPath('news', 'pt'));
    expect(pt.title?.value).toBe('Notícias | Associação de CVC');
    expect(ours(pt).map((entry) => entry.links?.[0]?.href)).toEqual([
      `${ORIGIN}${articlePath('news', PUBLISHED_SLUG)}`,
    ]);
    const es = await readFeed(localizedFeedPath('news', 'es'));
    expect(es.xml?.lang).toBe('es');
    expect(ours(es).map((entry) => entry.title?.value)).toEqual([PUBLISHED_TITLE]);
  });

  it('gives each opinion its columnist as author, and a translated one in its language where it has one', async () => {
    const feed = await readFeed(localizedFeedPath('opinions', 'en'));
    expect(feed.title?.value).toBe('Opinion | CVC Association');
    const [entry, ...others] = ours(feed);
    expect(others).toEqual([]);
    expect(entry?.authors?.[0]?.name).toBe(COLUMNIST_NAME);
    expect(entry?.title?.value).toBe(OPINION_EN.title);
    expect(entry?.summary?.value).toBe(OPINION_EN.summary);
    expect(entry?.xml?.lang).toBe('en');
    expect(entry?.links?.[0]?.href).toBe(
      `${ORIGIN}${localizedPath('en', articlePath('opinion', OPINION_EN.slug))}`,
    );

    // No Spanish version: the Spanish feed gives the Portuguese, marked, at its Portuguese slug under /es.
    const [spanish] = ours(await readFeed(localizedFeedPath('opinions', 'es')));
    expect(spanish?.title?.value).toBe(`Opinião ${WORD}`);
    expect(spanish?.xml?.lang).toBe('pt-BR');
    expect(spanish?.links?.[0]?.href).toBe(
      `${ORIGIN}${localizedPath('es', articlePath('opinion', OPINION_SLUG))}`,
    );
  });

  it('answers an unknown feed with a 404 and a query string with a 301 to the feed', async () => {
    expect((await fetch(hostingUrl('/en/feeds/relatorios.xml'))).status).toBe(404);
    const redirect = await fetch(hostingUrl('/feeds/noticias.xml?utm_source=x'), { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/feeds/noticias.xml');
  });
});
