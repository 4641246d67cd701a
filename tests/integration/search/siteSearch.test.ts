import { afterAll, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, SITE_SEARCH_COLLECTION } from '@cvc/domain';
import { hostingUrl } from '../../support/emulators';
import { triggersSettled } from '../../support/trigger-queue';
import { migrateSiteSearch } from '../../../scripts/lib/migrate-site-search';
import { admin } from '../staff/clients';

// The site search as a visitor meets it: items written as the console writes them, the search triggers keeping
// their entries, and the search page rendered by the server at /busca, /en/busca and /es/busca.

// Letters only, so the word is one search word; unique per run.
const WORD = `quimera${Date.now()
  .toString(26)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
const ID = `it-search-${WORD}`;
// Written in a staff field only: the search must never find it.
const STAFF_WORD = `zelador${WORD.slice(7)}`;
const written: [string, string][] = [];

async function write(collection: string, id: string, data: Record<string, unknown> | null) {
  const ref = admin.db.collection(collection).doc(id);
  await (data ? ref.set(data) : ref.delete());
  written.push([collection, id]);
  await triggersSettled();
}

const article = (title: string, status: 'published' | 'draft', extra: Record<string, unknown> = {}) => ({
  title,
  summary: 'Resumo do texto.',
  content: 'Um parágrafo.',
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  image_url: null,
  source_url: null,
  cvcs_mentioned: [],
  status,
  published_at: status === 'published' ? Timestamp.now() : null,
  created_at: Timestamp.now(),
  updated_by: STAFF_WORD,
  ...extra,
});

/** The search page's HTML for a query, as the server renders it. */
async function searchPage(query: string, language = '') {
  const response = await fetch(hostingUrl(`${language}/busca?q=${encodeURIComponent(query)}`));
  expect(response.status).toBe(200);
  return response.text();
}

const entry = (id: string) => admin.db.collection(SITE_SEARCH_COLLECTION).doc(id).get();

afterAll(async () => {
  await Promise.all(written.map(([collection, id]) => admin.db.collection(collection).doc(id).delete()));
  await triggersSettled();
});

describe('the site search follows what is published', () => {
  it('finds a published item by an unaccented word, a plural or a prefix, in every language', async () => {
    await write(COLLECTIONS.news, ID, article(`Inovação ${WORD} nas corporações`, 'published'));
    expect((await entry(`news-${ID}`)).get('title')).toBe(`Inovação ${WORD} nas corporações`);
    for (const language of ['', '/en', '/es']) {
      expect(await searchPage(`inovacao ${WORD}`, language)).toContain(`Inovação ${WORD} nas corporações`);
    }
    expect(await searchPage(`${WORD}s`)).toContain(`Inovação ${WORD}`);
    expect(await searchPage(WORD.slice(0, 9))).toContain(`Inovação ${WORD}`);
  });

  it('follows an edit, and forgets the words the item no longer has', async () => {
    // A word of its own that the new title shares no prefix with: found before the edit, by nothing after it.
    const OLD_WORD = `outrora${WORD.slice(7)}`;
    await write(COLLECTIONS.news, ID, article(`Inovação ${WORD} ${OLD_WORD}`, 'published'));
    expect(await searchPage(OLD_WORD)).toContain(`Inovação ${WORD} ${OLD_WORD}`);

    await write(COLLECTIONS.news, ID, article(`Capital ${WORD}x de risco`, 'published'));
    expect(await searchPage(`${WORD}x`)).toContain(`Capital ${WORD}x de risco`);
    expect((await entry(`news-${ID}`)).get('tokens')).not.toContain(OLD_WORD);
    expect(await searchPage(OLD_WORD)).toContain('Nada encontrado para a sua busca');
  });

  it('drops an item unpublished or deleted, never finds a draft, and answers with the latest items', async () => {
    await write(COLLECTIONS.news, ID, article(`Capital ${WORD}x de risco`, 'draft'));
    expect((await entry(`news-${ID}`)).exists).toBe(false);
    const answer = await searchPage(`${WORD}x`);
    expect(answer).not.toContain(`Capital ${WORD}x`);
    expect(answer).toContain('Nada encontrado para a sua busca');

    await write(COLLECTIONS.opinions, `${ID}-draft`, {
      ...article(`Rascunho ${WORD}y`, 'draft'),
      columnist_id: 'columnist-01',
    });
    expect((await entry(`opinion-${ID}-draft`)).exists).toBe(false);
    expect(await searchPage(`${WORD}y`)).toContain('Nada encontrado');

    await write(COLLECTIONS.news, ID, null);
    expect((await entry(`news-${ID}`)).exists).toBe(false);
  });

  it('finds reports and enabled events, not disabled ones, and never a staff field', async () => {
    await write(COLLECTIONS.reports, `${ID}-report`, {
      title: `Panorama ${WORD}z`,
      description: 'Estudo anual.',
      published_at: Timestamp.now(),
      is_free: true,
      price: null,
      checkout_url: null,
      cover_image_url: null,
      updated_by: STAFF_WORD,
    });
    const enabled = { date: '2030-05-10', location: 'São Paulo', description: 'Encontro.', enabled: true };
    await write(COLLECTIONS.events, `${ID}-on`, { ...enabled, title: `Encontro ${WORD}z aberto` });
    await write(COLLECTIONS.events, `${ID}-off`, {
      ...enabled,
      title: `Encontro ${WORD}z fechado`,
      enabled: false,
    });
    const found = await searchPage(`${WORD}z`);
    expect(found).toContain(`Panorama ${WORD}z`);
    expect(found).toContain(`Encontro ${WORD}z aberto`);
    expect(found).not.toContain(`Encontro ${WORD}z fechado`);
    expect(found).toContain('2 resultados');

    expect(await searchPage(STAFF_WORD)).toContain('Nada encontrado');
  });

  it('finds a translated item by its own words in its language only, an untranslated one by its Portuguese', async () => {
    const ENGLISH = `chimera${WORD.slice(7)}`;
    const translation = {
      title: `Open ${ENGLISH} in corporations`,
      summary: 'An English summary.',
      content: 'A paragraph.',
      slug: `open-${ENGLISH}-in-corporations`,
      source_fingerprint: '0000abcd',
      translated_at: Timestamp.now(),
    };
    await write(COLLECTIONS.news, `${ID}-en`, {
      ...article(`Inovação ${WORD}w aberta`, 'published'),
      translations: { en: translation },
    });
    await write(COLLECTIONS.news, `${ID}-pt`, article(`Somente ${WORD}v em português`, 'published'));

    const english = await searchPage(ENGLISH, '/en');
    expect(english).toContain(translation.title);
    expect(english).toContain(`/en/artigo/${translation.slug}`);
    expect(await searchPage(ENGLISH)).toContain('Nada encontrado para a sua busca');
    expect(await searchPage(ENGLISH, '/es')).toContain('No encontramos nada para su búsqueda');
    // On /en the translated item is found by its English words, not by the Portuguese it was made from.
    expect(await searchPage(`${WORD}w`, '/en')).toContain('Nothing matched your search');
    expect(await searchPage(`${WORD}w`, '/es')).toContain(`Inovação ${WORD}w aberta`);
    expect((await entry(`en-news-${ID}-en`)).data()).toMatchObject({
      language: 'en',
      content_language: 'en',
      path: `/artigo/${translation.slug}`,
    });

    expect(await searchPage(`${WORD}v`, '/en')).toContain(`Somente ${WORD}v em português`);
    expect((await entry(`en-news-${ID}-pt`)).data()).toMatchObject({
      language: 'en',
      content_language: 'pt',
    });
    expect((await entry(`news-${ID}-pt`)).data()).toMatchObject({ language: 'pt', content_language: 'pt' });

    // Unpublished: every language's entry goes.
    await write(COLLECTIONS.news, `${ID}-en`, {
      ...article(`Inovação ${WORD}w aberta`, 'draft'),
      translations: { en: translation },
    });
    for (const id of [`news-${ID}-en`, `en-news-${ID}-en`, `es-news-${ID}-en`]) {
      expect((await entry(id)).exists, id).toBe(false);
    }
  });

  it('indexes content stored before the triggers once the migration runs', async () => {
    const id = `report-${ID}-report`;
    await admin.db.collection(SITE_SEARCH_COLLECTION).doc(id).delete();
    // An entry written before entries had a language is found by no search until the migration.
    await admin.db
      .collection(SITE_SEARCH_COLLECTION)
      .doc(`en-${id}`)
      .update({ language: FieldValue.delete() });
    expect(await searchPage(`panorama ${WORD}z`)).not.toContain(`Panorama ${WORD}z`);
    expect(await searchPage(`panorama ${WORD}z`, '/en')).not.toContain(`Panorama ${WORD}z`);
    expect(await migrateSiteSearch(admin.db)).toBeGreaterThan(0);
    expect(await searchPage(`panorama ${WORD}z`)).toContain(`Panorama ${WORD}z`);
    expect(await searchPage(`panorama ${WORD}z`, '/en')).toContain(`Panorama ${WORD}z`);
    expect((await entry(`event-${ID}-off`)).exists).toBe(false);
  });

  it('answers a query of symbols or short words with the hint, reading nothing', async () => {
    const page = await searchPage('%%% ?? de');
    expect(page).toContain('Escreva uma palavra de três letras ou mais');
  });
});
