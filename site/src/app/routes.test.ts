import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@cvc/domain';
import { LANGUAGE_PATH_PREFIX, localizedPath, pageHeadTags } from '@cvc/web';
import { ensureMessages, i18n } from '../i18n';
import { PAGES, matchPage } from './routes';

// The declarations (pages/*/route.ts) are the one place a page is described: Hosting names no page, its catch-alls
// send every address no file or earlier rewrite claims to sitePage, which finds the page (or the not-found one).

interface Rewrite {
  source: string;
  function?: { functionId: string; region?: string };
  destination?: string;
}
const firebase = JSON.parse(readFileSync(join(__dirname, '../../../firebase.json'), 'utf8')) as {
  hosting: { rewrites: Rewrite[] };
};
const rewrites = firebase.hosting.rewrites;

const isSitePage = (rewrite: Rewrite) => rewrite.function?.functionId === 'sitePage';

/** Whether a rewrite's source glob matches an address: `*` is one segment's characters, a last `/**` any depth. */
function hostingGlobMatches(glob: string, address: string): boolean {
  const pattern = glob
    .split(/(\/\*\*$|^\*\*$|\*)/)
    .map((part) => GLOB_PARTS[part] ?? part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('');
  return new RegExp(`^${pattern}$`).test(address);
}
const GLOB_PARTS: Record<string, string> = { '/**': '(?:/.*)?', '**': '.*', '*': '[^/]*' };

describe('page declarations', () => {
  it('come from every folder under pages/, each declared by its route module', () => {
    const folders = Object.keys(import.meta.glob('../pages/*/*.tsx')).map((file) => file.split('/')[2]);
    expect([...new Set(folders)].sort()).toEqual(
      [...new Set(PAGES.map((page) => page.folder.replace(/^pages\//, '')))].sort(),
    );
  });

  it('give every page a head in every language, from its own messages once its component is in', async () => {
    for (const page of PAGES) {
      await page.component();
      for (const language of LANGUAGES) {
        const at = { language, pathname: page.paths[0], search: new URLSearchParams(), params: {} };
        const t = i18n.getFixedT(language);
        await ensureMessages(language);
        const head = page.head({ reads: {}, language, at, t, origin: 'https://cvc.example' });
        expect(head.description, `${page.id} ${language}`).toBeTruthy();
        // A missing message would show as its key, namespace first.
        expect(`${head.title ?? ''} ${head.description}`, `${page.id} ${language}`).not.toMatch(
          /^\w+:|\.\w+$/,
        );
      }
    }
  });

  it('name each page once and give every page rendered per request a CDN time', () => {
    const ids = PAGES.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const page of PAGES.filter((page) => page.render === 'request')) {
      expect(page.cacheSeconds, page.id).toBeGreaterThan(0);
    }
  });

  it('leave every address of every page, in every language, to the catch-alls that send it to sitePage', () => {
    const catchAlls = rewrites.slice(-LANGUAGES.length);
    expect(rewrites.slice(0, -LANGUAGES.length).filter(isSitePage)).toEqual([]);
    for (const page of PAGES.filter((page) => page.render !== 'fallback')) {
      for (const language of LANGUAGES) {
        for (const path of page.paths) {
          const address = localizedPath(language, path.replace(/:[^/]+/g, 'x'));
          const first = rewrites.find((rewrite) => hostingGlobMatches(rewrite.source, address));
          expect(catchAlls, `${page.id} at ${address}`).toContain(first);
        }
      }
    }
  });

  it('send every other address to sitePage, after everything else, which answers 404 with the not-found page of its language', () => {
    expect(PAGES.filter((page) => page.render === 'fallback')).toHaveLength(1);
    const catchAlls = rewrites.slice(-LANGUAGES.length);
    expect(catchAlls).toEqual(
      LANGUAGES.map((language) => ({
        source: LANGUAGE_PATH_PREFIX[language] ? `${LANGUAGE_PATH_PREFIX[language]}/**` : '**',
        function: { functionId: 'sitePage', region: 'southamerica-east1' },
      })).sort((a, b) => Number(a.source === '**') - Number(b.source === '**')),
    );
  });

  it('match an address to its page and language, the unknown ones to the not-found page', () => {
    expect(matchPage('/en/noticias')).toMatchObject({ language: 'en', pathname: '/noticias' });
    expect(matchPage('/en/noticias')?.route.page.id).toBe('news');
    expect(matchPage('/es/opiniao/o-futuro')?.route.page.id).toBe('opinion-article');
    expect(matchPage('/es/opiniao/o-futuro')?.params.slug).toBe('o-futuro');
    expect(matchPage('/noticia/a')?.route.page.id).toBe('news-article');
    expect(matchPage('/en')?.route.page.id).toBe('home');
    expect(matchPage('/enquete')?.route.page.id).toBe('not-found');
    expect(matchPage('/es/enquete')).toMatchObject({ language: 'es' });
    expect(matchPage('/es/enquete')?.route.page.id).toBe('not-found');
  });
});

describe("an article page's head", () => {
  const ARTICLE = {
    id: 'a1',
    title: 'The new cycle',
    summary: 'Summary',
    content: 'Text',
    body_html: null,
    slug: 'the-new-cycle',
    image_url: null,
    published_at: new Date('2026-03-10T12:30:00.000Z'),
    source_url: null,
    partner_logo_url: null,
    columnist: null,
    cvcs: [],
    content_language: 'en' as const,
    versions: { pt: 'o-novo-ciclo', en: 'the-new-cycle' },
  };

  async function tagsOf(article: unknown, language: Language, slug: string) {
    const page = PAGES.find((candidate) => candidate.id === 'news-article')!;
    await ensureMessages(language);
    const at = { language, pathname: `/artigo/${slug}`, search: new URLSearchParams(), params: { slug } };
    const head = page.head({ reads: { article }, language, at, t: i18n.getFixedT(language), origin: ORIGIN });
    return {
      head,
      tags: pageHeadTags(head, { origin: ORIGIN, language, canonicalPath: at.pathname, siteName: 'CVC' }),
    };
  }
  const ORIGIN = 'https://cvc.example';

  it('gives a translated article its own canonical, og:locale and alternates to the versions that exist', async () => {
    const { tags } = await tagsOf(ARTICLE, 'en', 'the-new-cycle');
    expect(tags).toContain(`<link rel="canonical" href="${ORIGIN}/en/artigo/the-new-cycle">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="pt-BR" href="${ORIGIN}/artigo/o-novo-ciclo">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/en/artigo/the-new-cycle">`);
    expect(tags).toContain(
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/artigo/o-novo-ciclo">`,
    );
    expect(tags).not.toContain('hreflang="es"');
    expect(tags).toContain('<meta property="og:locale" content="en_US">');
  });

  it('sends an untranslated article’s Spanish page to the Portuguese one, with no en/es alternates', async () => {
    const untranslated = {
      ...ARTICLE,
      title: 'O novo ciclo',
      slug: 'o-novo-ciclo',
      content_language: 'pt',
      versions: { pt: 'o-novo-ciclo' },
    };
    const { tags } = await tagsOf(untranslated, 'es', 'o-novo-ciclo');
    expect(tags).toContain(`<link rel="canonical" href="${ORIGIN}/artigo/o-novo-ciclo">`);
    expect(tags).toContain('<meta property="og:locale" content="pt_BR">');
    expect(tags).not.toMatch(/hreflang="(en|es)"/);
  });

  it('moves a translated article asked at its Portuguese slug to its own in the page’s language', async () => {
    const { head } = await tagsOf({ moved_to: 'the-new-cycle' }, 'en', 'o-novo-ciclo');
    expect(head.movedTo).toBe('/artigo/the-new-cycle');
  });
});
