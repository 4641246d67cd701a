import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, LANGUAGES } from '@cvc/domain';
import { localizedPath, PUBLIC_ROUTES } from '@cvc/web';
import { adminFirestore } from '../../support/admin-firestore';
import { hostingUrl } from '../../support/emulators';
import { triggersSettled } from '../../support/trigger-queue';
import { DRAFT_NEWS, SHARE_NEWS, SHARE_OPINION, removeShareFixtures, writeShareFixtures } from './fixtures';

const ORIGIN = hostingUrl('');
const db = adminFirestore();

// An article and an event with an English version (as the console stores one) and no Spanish one. The sitemap
// function keeps what it read for five minutes, so everything is written before its one fetch.
const TRANSLATED_NEWS = {
  id: 'it-sitemap-translated',
  slug: 'it-sitemap-noticia-traduzida',
  en: 'it-sitemap-translated-news',
};
const TRANSLATED_EVENT = 'it-sitemap-translated-event';
const translationStamps = { source_fingerprint: '0000abcd', translated_at: Timestamp.now() };

/** Each `<url>` of the sitemap by its address: its lastmod and its alternates by hreflang. */
function parseSitemap(xml: string) {
  const { DOMParser } = new JSDOM('').window;
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
  const XHTML = 'http://www.w3.org/1999/xhtml';
  const urls = new Map<string, { lastmod: string | null; alternates: Record<string, string> }>();
  for (const url of Array.from(doc.getElementsByTagNameNS(SITEMAP, 'url'))) {
    const alternates = Object.fromEntries(
      Array.from(url.getElementsByTagNameNS(XHTML, 'link')).map((link) => [
        link.getAttribute('hreflang')!,
        link.getAttribute('href')!,
      ]),
    );
    const text = (name: string) => url.getElementsByTagNameNS(SITEMAP, name)[0]?.textContent ?? null;
    urls.set(text('loc')!, { lastmod: text('lastmod'), alternates });
  }
  return urls;
}

let response: Response;
let xml: string;

describe('/sitemap.xml through the Hosting rewrite, and /robots.txt', () => {
  beforeAll(async () => {
    await writeShareFixtures();
    await Promise.all([
      db
        .collection(COLLECTIONS.news)
        .doc(TRANSLATED_NEWS.id)
        .set({
          title: 'Notícia traduzida do sitemap',
          summary: 'Resumo.',
          content: 'Um parágrafo.',
          slug: TRANSLATED_NEWS.slug,
          image_url: null,
          source_url: null,
          cvcs_mentioned: [],
          status: 'published',
          published_at: Timestamp.now(),
          created_at: Timestamp.now(),
          translations: {
            en: {
              title: 'Translated sitemap news',
              summary: 'Summary.',
              content: 'A paragraph.',
              slug: TRANSLATED_NEWS.en,
              ...translationStamps,
            },
          },
        }),
      db
        .collection(COLLECTIONS.events)
        .doc(TRANSLATED_EVENT)
        .set({
          title: 'Evento traduzido do sitemap',
          description: 'Encontro.',
          location: 'São Paulo',
          date: '2030-05-10',
          enabled: true,
          translations: {
            en: {
              title: 'Translated sitemap event',
              description: 'Meeting.',
              location: 'São Paulo',
              ...translationStamps,
            },
          },
        }),
    ]);
    response = await fetch(hostingUrl('/sitemap.xml'));
    xml = await response.text();
  });
  afterAll(async () => {
    await Promise.all([
      removeShareFixtures(),
      db.collection(COLLECTIONS.news).doc(TRANSLATED_NEWS.id).delete(),
      db.collection(COLLECTIONS.events).doc(TRANSLATED_EVENT).delete(),
    ]);
    await triggersSettled();
  });

  it('lists every public route in every language and every published article in Portuguese, never a draft', () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const urls = parseSitemap(xml);
    for (const language of LANGUAGES) {
      for (const path of Object.values(PUBLIC_ROUTES)) {
        const page = urls.get(`${ORIGIN}${localizedPath(language, path)}`);
        expect(page, `${language} ${path}`).toBeDefined();
        expect(Object.keys(page!.alternates).sort()).toEqual(['en', 'es', 'pt-BR', 'x-default']);
      }
    }
    for (const path of [`/artigo/${SHARE_NEWS.slug}`, `/opiniao/${SHARE_OPINION.slug}`]) {
      expect(urls.get(`${ORIGIN}${path}`)?.lastmod, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(xml).not.toContain(DRAFT_NEWS.slug);
    expect(xml).not.toContain('/venture-lab<');
  });

  it('lists an untranslated article only in Portuguese: its English and Spanish addresses show the Portuguese', () => {
    const urls = parseSitemap(xml);
    const portuguese = `${ORIGIN}/artigo/${SHARE_NEWS.slug}`;
    expect(urls.get(portuguese)?.alternates).toEqual({ 'pt-BR': portuguese, 'x-default': portuguese });
    expect(urls.has(`${ORIGIN}/en/artigo/${SHARE_NEWS.slug}`)).toBe(false);
    expect(urls.has(`${ORIGIN}/es/artigo/${SHARE_NEWS.slug}`)).toBe(false);
  });

  it('lists each version of a translated article at its own address, each naming the other', () => {
    const urls = parseSitemap(xml);
    const portuguese = `${ORIGIN}/artigo/${TRANSLATED_NEWS.slug}`;
    const english = `${ORIGIN}/en/artigo/${TRANSLATED_NEWS.en}`;
    const alternates = { 'pt-BR': portuguese, en: english, 'x-default': portuguese };
    expect(urls.get(portuguese)?.alternates).toEqual(alternates);
    expect(urls.get(english)?.alternates).toEqual(alternates);
    expect(urls.get(english)?.lastmod).toBe(urls.get(portuguese)?.lastmod);
    expect(urls.has(`${ORIGIN}/en/artigo/${TRANSLATED_NEWS.slug}`)).toBe(false);
    expect(urls.has(`${ORIGIN}/es/artigo/${TRANSLATED_NEWS.slug}`)).toBe(false);
  });

  it('lists an event in Portuguese and in each language it is translated into, at the same id', () => {
    const urls = parseSitemap(xml);
    const portuguese = `${ORIGIN}/evento/${TRANSLATED_EVENT}`;
    const english = `${ORIGIN}/en/evento/${TRANSLATED_EVENT}`;
    expect(urls.get(english)?.alternates).toEqual({
      'pt-BR': portuguese,
      en: english,
      'x-default': portuguese,
    });
    expect(urls.has(portuguese)).toBe(true);
    expect(urls.has(`${ORIGIN}/es/evento/${TRANSLATED_EVENT}`)).toBe(false);
  });

  it('serves robots.txt as a static file that keeps crawlers out of /admin', async () => {
    const response = await fetch(hostingUrl('/robots.txt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /admin');
  });
});
