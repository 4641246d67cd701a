import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap';
import { eventEntries } from './eventSitemap';

describe('events in the sitemap', () => {
  it("lists each event's page in pt, en and es", () => {
    const xml = sitemapXml('https://cvc.org.br', eventEntries(['forum-2026']));
    for (const path of ['/evento/forum-2026', '/en/evento/forum-2026', '/es/evento/forum-2026']) {
      expect(xml).toContain(`<loc>https://cvc.org.br${path}</loc>`);
    }
  });
});
