import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { doc, updateDoc, type Firestore } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, PREVIOUS_SLUGS_FIELD } from '@cvc/domain';
import { createDataProvider } from '../../../admin/src/providers/dataProvider';
import { withDomainRules } from '../../../admin/src/providers/domainRules';
import { takenSlugsIn } from '../../../admin/src/providers/takenSlugs';
import { hostingUrl } from '../../support/emulators';
import { admin, closeClients, staffMember, webClient } from '../staff/clients';

// A title fixed in the console, as an editor would: through the console's own dataProvider, signed in with a
// real token under firestore.rules; the trigger keeps the old slug and the page function redirects from it.

const RUN = Date.now().toString(36);
const OLD_TITLE = `IT endereço antigo ${RUN}`;
const NEW_TITLE = `IT endereço novo ${RUN}`;
const OLD = `it-endereco-antigo-${RUN}`;
const NEW = `it-endereco-novo-${RUN}`;
const OPINION_OLD_TITLE = `IT opinião antiga ${RUN}`;
const OPINION_NEW_TITLE = `IT opinião nova ${RUN}`;
const OPINION_OLD = `it-opiniao-antiga-${RUN}`;
const OPINION_NEW = `it-opiniao-nova-${RUN}`;
const NEWS_ID = `it-slugs-news-${RUN}`;
const OPINION_ID = `it-slugs-opinion-${RUN}`;
const DRAFT_ID = `it-slugs-draft-${RUN}`;
const created: [string, string][] = [];

const news = admin.db.collection(COLLECTIONS.news);
const opinions = admin.db.collection(COLLECTIONS.opinions);

function article(title: string, slug: string, published: boolean) {
  return {
    title,
    slug,
    summary: 'Resumo.',
    content: 'Primeiro parágrafo.',
    image_url: null,
    source_url: null,
    status: published ? 'published' : 'draft',
    published_at: published ? Timestamp.now() : null,
    created_at: Timestamp.now(),
  };
}

/** The trigger runs after the save: wait until the stored item says what it should. */
async function previousSlugsOf(
  id: string,
  wanted: (slugs: string[]) => boolean,
  { collection = news, waitMs = 20_000 } = {},
) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const slugs = ((await collection.doc(id).get()).get(PREVIOUS_SLUGS_FIELD) as string[] | undefined) ?? [];
    if (wanted(slugs) || Date.now() > deadline) return slugs;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function redirectOf(
  path: string,
): Promise<{ status: number; location: string | null; cache: string | null }> {
  const response = await fetch(hostingUrl(path), { redirect: 'manual' });
  return {
    status: response.status,
    location: response.headers.get('location'),
    cache: response.headers.get('cache-control'),
  };
}

let consoleProvider: DataProvider;
let editorDb: Firestore;
let editorUid: string;

beforeAll(async () => {
  const editor = await staffMember('slugs-editor', { permissions: { news: true } });
  const { db } = await webClient(editor);
  editorDb = db;
  editorUid = editor.uid;
  consoleProvider = withDomainRules(createDataProvider(db), undefined, takenSlugsIn(db));
  await news.doc(NEWS_ID).set({ ...article(OLD_TITLE, OLD, true), cvcs_mentioned: [] });
  await news
    .doc(DRAFT_ID)
    .set({ ...article(`IT rascunho ${RUN}`, `it-rascunho-${RUN}`, false), cvcs_mentioned: [] });
  created.push([COLLECTIONS.news, NEWS_ID], [COLLECTIONS.news, DRAFT_ID]);
});

afterAll(async () => {
  await Promise.all(created.map(([collection, id]) => admin.db.collection(collection).doc(id).delete()));
  await closeClients();
});

async function saveTitle(id: string, title: string, status: 'draft' | 'published' = 'published') {
  const { data: previousData } = await consoleProvider.getOne('news', { id });
  return consoleProvider.update('news', { id, data: { ...previousData, title, status }, previousData });
}

describe('an old news address after a title fix', () => {
  it('keeps the slug the published item had, and the console cannot write it', async () => {
    const { data } = await saveTitle(NEWS_ID, NEW_TITLE);
    expect(data.slug).toBe(NEW);
    expect(await previousSlugsOf(NEWS_ID, (slugs) => slugs.includes(OLD))).toEqual([OLD]);
    await expect(
      // Stamped with the editor's own uid, as every console write is: refused for the field alone.
      updateDoc(doc(editorDb, COLLECTIONS.news, NEWS_ID), {
        [PREVIOUS_SLUGS_FIELD]: [OLD, 'outro-artigo'],
        updated_by: editorUid,
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it.each([
    [`/artigo/${OLD}`, `/artigo/${NEW}`],
    [`/noticia/${OLD}`, `/artigo/${NEW}`],
    [`/en/artigo/${OLD}`, `/en/artigo/${NEW}`],
    [`/en/noticia/${OLD}`, `/en/artigo/${NEW}`],
    [`/es/artigo/${OLD}`, `/es/artigo/${NEW}`],
    [`/es/noticia/${OLD}`, `/es/artigo/${NEW}`],
  ])('%s answers 301 to %s, kept by the CDN as long as the article', async (from, to) => {
    expect(await redirectOf(from)).toEqual({
      status: 301,
      location: to,
      cache: 'public, max-age=0, s-maxage=600',
    });
  });

  it('serves the current address itself', async () => {
    const response = await fetch(hostingUrl(`/artigo/${NEW}`));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(NEW_TITLE);
  });

  it('gives another item with the old title a suffix: an old link never opens a different article', async () => {
    const { data } = await consoleProvider.create('news', {
      data: {
        title: OLD_TITLE,
        summary: 'Outro item.',
        content: 'Texto.',
        status: 'draft',
        cvcs_mentioned: [],
      },
    });
    created.push([COLLECTIONS.news, String(data.id)]);
    expect(data.slug).toBe(`${OLD}-2`);
  });

  it('gives a title changed back its address again, and the later one redirects to it', async () => {
    const { data } = await saveTitle(NEWS_ID, OLD_TITLE);
    expect(data.slug).toBe(OLD);
    expect(await previousSlugsOf(NEWS_ID, (slugs) => !slugs.includes(OLD))).toEqual([NEW]);
    expect((await redirectOf(`/artigo/${NEW}`)).location).toBe(`/artigo/${OLD}`);
    expect((await fetch(hostingUrl(`/artigo/${OLD}`))).status).toBe(200);
  });

  it('keeps no address of a draft never published: its old slug stays 404', async () => {
    const { data } = await saveTitle(DRAFT_ID, `IT rascunho renomeado ${RUN}`, 'draft');
    // Given the trigger time to act, it still keeps nothing.
    expect(await previousSlugsOf(DRAFT_ID, (slugs) => slugs.length > 0, { waitMs: 3000 })).toEqual([]);
    expect((await redirectOf(`/artigo/it-rascunho-${RUN}`)).status).toBe(404);
    expect((await redirectOf(`/artigo/${String(data.slug)}`)).status).toBe(404);
  });
});

describe('an old opinion address', () => {
  beforeAll(async () => {
    await opinions.doc(OPINION_ID).set({
      ...article(OPINION_OLD_TITLE, OPINION_OLD, true),
      partner_logo_url: null,
      columnist_id: null,
    });
    created.push([COLLECTIONS.opinions, OPINION_ID]);
    await opinions.doc(OPINION_ID).update({ title: OPINION_NEW_TITLE, slug: OPINION_NEW });
    await previousSlugsOf(OPINION_ID, (slugs) => slugs.includes(OPINION_OLD), { collection: opinions });
  });

  it.each([
    [`/opiniao/${OPINION_OLD}`, `/opiniao/${OPINION_NEW}`],
    [`/en/opiniao/${OPINION_OLD}`, `/en/opiniao/${OPINION_NEW}`],
    [`/es/opiniao/${OPINION_OLD}`, `/es/opiniao/${OPINION_NEW}`],
  ])('%s answers 301 to %s', async (from, to) => {
    expect(await redirectOf(from)).toMatchObject({ status: 301, location: to });
  });

  // Slugs of the opinion's own that no news item has, so a 404 here can only mean no redirect across kinds.
  it('is not a news address: /artigo with the opinion’s old slug stays 404', async () => {
    expect((await redirectOf(`/artigo/${OPINION_OLD}`)).status).toBe(404);
  });
});

describe('an article’s English address', () => {
  const TRANSLATED_ID = `it-slugs-english-${RUN}`;
  const UNTRANSLATED_ID = `it-slugs-portuguese-${RUN}`;
  const PT = `it-ciclo-${RUN}`;
  const EN_OLD = `it-cycle-first-${RUN}`;
  const EN = `it-cycle-${RUN}`;
  const ONLY_PT = `it-so-portugues-${RUN}`;
  const english = (title: string, slug: string) => ({
    title,
    summary: 'An English summary.',
    content: 'First English paragraph.',
    slug,
    source_fingerprint: '00000000',
    translated_at: Timestamp.now(),
  });

  beforeAll(async () => {
    await news.doc(TRANSLATED_ID).set({
      ...article(`IT ciclo ${RUN}`, PT, true),
      cvcs_mentioned: [],
      translations: { en: english(`IT first cycle ${RUN}`, EN_OLD) },
    });
    await news
      .doc(UNTRANSLATED_ID)
      .set({ ...article(`IT só português ${RUN}`, ONLY_PT, true), cvcs_mentioned: [] });
    created.push([COLLECTIONS.news, TRANSLATED_ID], [COLLECTIONS.news, UNTRANSLATED_ID]);
    // The translation's title fixed: its first slug is kept as an old English address.
    await news.doc(TRANSLATED_ID).update({ 'translations.en': english(`IT cycle ${RUN}`, EN) });
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const kept = (await news.doc(TRANSLATED_ID).get()).get('previous_slugs_en') as string[] | undefined;
      if (kept?.includes(EN_OLD)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  it('serves the English version at its English slug, in English', async () => {
    const response = await fetch(hostingUrl(`/en/artigo/${EN}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`IT cycle ${RUN}`);
    expect(html).not.toContain('lang="pt-BR"><h1');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+/en/artigo/${EN}">`));
  });

  it.each([
    [`/en/artigo/${PT}`, `/en/artigo/${EN}`],
    [`/en/noticia/${PT}`, `/en/artigo/${EN}`],
    [`/en/artigo/${EN_OLD}`, `/en/artigo/${EN}`],
  ])('%s answers 301 to %s', async (from, to) => {
    expect(await redirectOf(from)).toEqual({
      status: 301,
      location: to,
      cache: 'public, max-age=0, s-maxage=600',
    });
  });

  it('serves the Portuguese at its slug, and under /es, where it has no Spanish version', async () => {
    expect((await fetch(hostingUrl(`/artigo/${PT}`))).status).toBe(200);
    const spanish = await fetch(hostingUrl(`/es/artigo/${PT}`));
    expect(spanish.status).toBe(200);
    expect(await spanish.text()).toContain(`IT ciclo ${RUN}`);
    // An English slug is no Spanish address.
    expect((await redirectOf(`/es/artigo/${EN}`)).status).toBe(404);
  });

  it('serves an untranslated article’s English page marked as Portuguese, canonical to the Portuguese page', async () => {
    const response = await fetch(hostingUrl(`/en/artigo/${ONLY_PT}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Only in Portuguese');
    expect(html).toMatch(new RegExp(`lang="pt-BR"[^>]*><h1[^>]*>IT só português ${RUN}</h1>`));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+/artigo/${ONLY_PT}">`));
    expect(html).not.toMatch(/hreflang="(en|es)"/);
  });
});
