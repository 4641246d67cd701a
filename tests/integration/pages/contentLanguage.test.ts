import { JSDOM } from 'jsdom';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type Language } from '@cvc/domain';
import { HTML_LANG, PUBLIC_ROUTES, eventPagePath, localizedPath, newsPath } from '@cvc/web';
import { loadSeed } from '../../../scripts/seed/load';
import { adminFirestore } from '../../support/admin-firestore';
import { hostingUrl } from '../../support/emulators';

// Staff write in Portuguese; an English or Spanish page must say so of every such text (WCAG's Language of
// Parts) and tell the reader in their language. The pages as Hosting serves them, over the seed's own content.

const NOTE: Readonly<Record<Language, string | null>> = {
  pt: null,
  en: 'Only in Portuguese',
  es: 'Solo en portugués',
};

type Fields = Readonly<Record<string, readonly string[]>>;

/** What staff wrote in these collections' fields, a paragraph at a time (markdown paragraphs left out). */
async function staffTexts(fields: Fields): Promise<string[]> {
  const texts: string[] = [];
  for (const [collection, names] of Object.entries(fields)) {
    const snapshot = await adminFirestore().collection(collection).get();
    for (const doc of snapshot.docs) {
      for (const name of names) {
        const value: unknown = doc.get(name);
        const values = Array.isArray(value) ? value : [value];
        for (const text of values) {
          if (typeof text !== 'string') continue;
          texts.push(...text.split('\n').filter((line) => line.trim() && !/[*_[#`>]/.test(line)));
        }
      }
    }
  }
  return texts.map((text) => text.trim().slice(0, 60));
}

async function rootOf(address: string): Promise<HTMLElement> {
  const html = await (await fetch(hostingUrl(address))).text();
  const root = new JSDOM(html).window.document.getElementById('root');
  expect(root, address).not.toBeNull();
  return root!;
}

function textNodes(root: HTMLElement): Text[] {
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  return nodes;
}

const langOf = (node: Node) => node.parentElement?.closest('[lang]')?.getAttribute('lang');

/** Each staff text the page shows (a whole text node, or inside one when long), with the language it sits in. */
function staffTextsShown(root: HTMLElement, texts: readonly string[]) {
  return textNodes(root).flatMap((node) => {
    const shown = node.data.trim();
    return texts
      .filter((text) => shown === text || (text.length >= 25 && shown.includes(text)))
      .map((text) => ({ text, lang: langOf(node) }));
  });
}

function notesIn(root: HTMLElement, note: string) {
  return textNodes(root).filter((node) => node.data.trim() === note);
}

async function expectMarked(
  language: Language,
  path: string,
  fields: Fields,
  { atLeast }: { atLeast: number },
) {
  const address = localizedPath(language, path);
  const root = await rootOf(address);
  const shown = staffTextsShown(root, await staffTexts(fields));
  expect(shown.length, `${address}: staff texts found`).toBeGreaterThanOrEqual(atLeast);
  expect(
    shown.filter(({ lang }) => lang !== 'pt-BR'),
    `${address}: staff texts outside lang="pt-BR"`,
  ).toEqual([]);
  const notes = notesIn(root, NOTE[language]!);
  expect(notes.length, `${address}: notes`).toBeGreaterThanOrEqual(1);
  // The note is the page's own words: in its language, outside the Portuguese.
  for (const note of notes) expect(langOf(note), address).toBe(HTML_LANG[language]);
}

const ARTICLES: Fields = { [COLLECTIONS.news]: ['title', 'summary'] };
const OPINIONS: Fields = {
  [COLLECTIONS.opinions]: ['title', 'summary'],
  [COLLECTIONS.columnists]: ['position'],
};
const REPORTS: Fields = { [COLLECTIONS.reports]: ['title', 'description', 'category'] };
const EVENTS: Fields = {
  [COLLECTIONS.events]: ['title', 'description', 'full_description', 'location', 'sponsors'],
};

async function newest(collection: string) {
  const snapshot = await adminFirestore()
    .collection(collection)
    .where('status', '==', 'published')
    .orderBy('published_at', 'desc')
    .limit(1)
    .get();
  return snapshot.docs[0]!;
}

describe('staff-written text on English and Spanish pages', () => {
  beforeAll(() => loadSeed(), 60_000);

  it('is marked as Portuguese with a note on the lists, the supplier guide and the home', async () => {
    await expectMarked('en', PUBLIC_ROUTES.news, ARTICLES, { atLeast: 10 });
    await expectMarked('es', PUBLIC_ROUTES.opinions, OPINIONS, { atLeast: 10 });
    await expectMarked('en', PUBLIC_ROUTES.reports, REPORTS, { atLeast: 6 });
    await expectMarked(
      'en',
      PUBLIC_ROUTES.suppliers,
      { [COLLECTIONS.suppliers]: ['description', 'services'] },
      { atLeast: 10 },
    );
    await expectMarked(
      'en',
      PUBLIC_ROUTES.home,
      { ...ARTICLES, ...OPINIONS, ...REPORTS, ...EVENTS },
      { atLeast: 12 },
    );
  });

  it('is marked as Portuguese with a note on an article and an event page', async () => {
    const article = await newest(COLLECTIONS.news);
    await expectMarked(
      'en',
      newsPath(String(article.get('slug'))),
      { [COLLECTIONS.news]: ['title', 'summary', 'content'] },
      // The title and summary, at least two paragraphs of the body, and 'continue reading'.
      { atLeast: 5 },
    );
    const events = await adminFirestore().collection(COLLECTIONS.events).where('enabled', '==', true).get();
    await expectMarked('es', eventPagePath(events.docs[0]!.id), EVENTS, { atLeast: 4 });
  });

  it('carries no lang of its own and no note on a Portuguese page', async () => {
    const root = await rootOf(PUBLIC_ROUTES.news);
    expect(staffTextsShown(root, await staffTexts(ARTICLES)).length).toBeGreaterThanOrEqual(10);
    // The language switcher's buttons name each language in its own; nothing else carries a lang.
    const marked = Array.from(root.querySelectorAll('[lang]'));
    expect(marked.filter((element) => !element.hasAttribute('aria-pressed'))).toEqual([]);
    for (const note of [NOTE.en!, NOTE.es!, 'Somente em português']) {
      expect(notesIn(root, note)).toEqual([]);
    }
  });
});

describe('a translated item on its language’s pages', () => {
  const RUN = Date.now().toString(36);
  const NEWS_ID = `it-translated-news-${RUN}`;
  const REPORT_ID = `it-translated-report-${RUN}`;
  const EN_TITLE = `IT translated news ${RUN}`;
  const EN_SLUG = `it-translated-news-${RUN}`;
  const REPORT_TITLE = `IT translated report ${RUN}`;
  const translation = (fields: Record<string, string>) => ({
    ...fields,
    source_fingerprint: '00000000',
    translated_at: Timestamp.now(),
  });

  beforeAll(async () => {
    await adminFirestore()
      .collection(COLLECTIONS.news)
      .doc(NEWS_ID)
      .set({
        title: `IT notícia traduzida ${RUN}`,
        summary: 'Resumo em português.',
        content: 'Parágrafo em português.',
        slug: `it-noticia-traduzida-${RUN}`,
        image_url: null,
        source_url: null,
        cvcs_mentioned: [],
        status: 'published',
        published_at: Timestamp.now(),
        created_at: Timestamp.now(),
        translations: {
          en: translation({
            title: EN_TITLE,
            summary: `An English summary ${RUN}.`,
            content: 'An English paragraph.',
            slug: EN_SLUG,
          }),
        },
      });
    await adminFirestore()
      .collection(COLLECTIONS.reports)
      .doc(REPORT_ID)
      .set({
        title: `IT relatório traduzido ${RUN}`,
        description: 'Descrição em português.',
        category: 'Mercado',
        is_free: true,
        price: null,
        cover_image_url: null,
        checkout_url: null,
        file_path: null,
        published_at: Timestamp.now(),
        created_at: Timestamp.now(),
        translations: {
          en: translation({
            title: REPORT_TITLE,
            description: 'An English description.',
            category: 'Market',
          }),
        },
      });
  });
  afterAll(async () => {
    await adminFirestore().collection(COLLECTIONS.news).doc(NEWS_ID).delete();
    await adminFirestore().collection(COLLECTIONS.reports).doc(REPORT_ID).delete();
  });

  /** The element whose whole text is `text`, and the language it sits in. */
  function shownIn(root: HTMLElement, text: string) {
    const node = textNodes(root).find((candidate) => candidate.data.trim() === text);
    expect(node, text).toBeDefined();
    return langOf(node!);
  }

  it('shows its text unmarked, in the page’s language, on its page, the list and the reports', async () => {
    const html = await (await fetch(hostingUrl(`/en/artigo/${EN_SLUG}`))).text();
    const page = new JSDOM(html).window.document;
    const root = page.getElementById('root')!;
    expect(shownIn(root, EN_TITLE)).toBe('en');
    expect(shownIn(root, `An English summary ${RUN}.`)).toBe('en');
    // The note goes with Portuguese text only: none before this article's heading.
    expect(root.querySelector('h1')?.closest('[lang="pt-BR"]')).toBeNull();
    expect(shownIn(await rootOf(localizedPath('en', PUBLIC_ROUTES.news)), EN_TITLE)).toBe('en');
    expect(shownIn(await rootOf(localizedPath('en', PUBLIC_ROUTES.reports)), REPORT_TITLE)).toBe('en');
    // Spanish has no version of it: the Portuguese, marked.
    expect(
      shownIn(await rootOf(localizedPath('es', PUBLIC_ROUTES.news)), `IT notícia traduzida ${RUN}`),
    ).toBe('pt-BR');
  });

  it('names alternates only to the versions that exist, and its own canonical', async () => {
    const html = await (await fetch(hostingUrl(`/en/artigo/${EN_SLUG}`))).text();
    const head = new JSDOM(html).window.document.head;
    const alternates = Array.from(head.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [
      link.getAttribute('hreflang'),
      new URL(link.getAttribute('href')!).pathname,
    ]);
    expect(alternates).toEqual([
      ['pt-BR', `/artigo/it-noticia-traduzida-${RUN}`],
      ['en', `/en/artigo/${EN_SLUG}`],
      ['x-default', `/artigo/it-noticia-traduzida-${RUN}`],
    ]);
    const canonical = head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(`/en/artigo/${EN_SLUG}`);
    expect(head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('en_US');
  });
});
