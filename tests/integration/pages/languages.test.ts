import { describe, expect, it } from 'vitest';
import { COLLECTIONS, LANGUAGES } from '@cvc/domain';
import { HTML_LANG, PUBLIC_ROUTES, localizedPath } from '@cvc/web';
import { adminFirestore } from '../../support/admin-firestore';
import { hostingUrl } from '../../support/emulators';

// Every page kind exists in each language at its own address, rendered in that language by the server or the
// build: the first bytes say the language, the root holds the page, the head names the alternates. As Hosting
// serves them (tests/e2e/pages/languages.spec.ts hydrates the same pages in a browser).

const ORIGIN = hostingUrl('');

/** The newest published news item without a translation, as the news list links to it. */
async function newestUntranslatedArticlePath(): Promise<string> {
  const newest = await adminFirestore()
    .collection(COLLECTIONS.news)
    .where('status', '==', 'published')
    .orderBy('published_at', 'desc')
    .limit(10)
    .get();
  const untranslated = newest.docs.find((doc) => Object.keys(doc.get('translations') ?? {}).length === 0);
  return `/artigo/${String(untranslated!.get('slug'))}`;
}

describe('every page kind in every language', () => {
  it('answers with its lang, its page in the root, its canonical and its alternates', async () => {
    const article = await newestUntranslatedArticlePath();
    const paths = [
      PUBLIC_ROUTES.home,
      PUBLIC_ROUTES.news,
      article,
      PUBLIC_ROUTES.suppliers,
      PUBLIC_ROUTES.executiveTraining,
    ];
    for (const path of paths) {
      // An untranslated article exists in Portuguese only: its English and Spanish pages point there.
      const versions = path === article ? (['pt'] as const) : LANGUAGES;
      for (const language of LANGUAGES) {
        const address = localizedPath(language, path);
        const html = await (await fetch(hostingUrl(address))).text();
        expect(html.slice(0, 60), address).toContain(`<html lang="${HTML_LANG[language]}">`);
        expect(html, address).toMatch(/<div id="root" inert><[a-z]/);
        const canonical = path === article ? path : address;
        expect(html, address).toContain(`<link rel="canonical" href="${ORIGIN}${canonical}">`);
        for (const other of LANGUAGES) {
          const alternate = `<link rel="alternate" hreflang="${HTML_LANG[other]}" href="${ORIGIN}${localizedPath(other, path)}">`;
          if ((versions as readonly string[]).includes(other)) expect(html, address).toContain(alternate);
          else expect(html, address).not.toContain(`hreflang="${HTML_LANG[other]}"`);
        }
        expect(html, address).toContain(
          `<link rel="alternate" hreflang="x-default" href="${ORIGIN}${path}">`,
        );
      }
    }
  });

  it('answers an unknown address in its language, kept out of search engines', async () => {
    for (const language of LANGUAGES) {
      const address = localizedPath(language, '/nao-existe');
      const html = await (await fetch(hostingUrl(address))).text();
      expect(html.slice(0, 60), address).toContain(`<html lang="${HTML_LANG[language]}">`);
      expect(html, address).toMatch(/<div id="root" inert><[a-z]/);
      expect(html, address).toContain('<meta name="robots" content="noindex">');
    }
  });
});
