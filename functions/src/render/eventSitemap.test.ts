import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap';
import { eventEntries } from './eventSitemap';

describe('events in the sitemap', () => {
  it("lists each event's page in Portuguese and in each language it is translated into", () => {
    const xml = sitemapXml(
      'https://cvc.org.br',
      eventEntries([
        { id: 'forum-2026', translated: ['en', 'es'] },
        { id: 'cafe', translated: [] },
      ]),
    );
    for (const path of [
      '/evento/forum-2026',
      '/en/evento/forum-2026',
      '/es/evento/forum-2026',
      '/evento/cafe',
    ]) {
      expect(xml).toContain(`<loc>https://cvc.org.br${path}</loc>`);
    }
    expect(xml).not.toContain('/en/evento/cafe');
    expect(xml).toContain(
      '<url><loc>https://cvc.org.br/evento/cafe</loc>' +
        '<xhtml:link rel="alternate" hreflang="pt-BR" href="https://cvc.org.br/evento/cafe"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://cvc.org.br/evento/cafe"/></url>',
    );
  });
});
