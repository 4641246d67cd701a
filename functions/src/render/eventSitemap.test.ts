import { describe, expect, it } from 'vitest';
import type { TranslationLanguage } from '@cvc/domain';
import { sitemapXml } from './sitemap';
import { eventEntries } from './eventSitemap';

const NOW = new Date(Date.UTC(2026, 0, 10, 12));
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const event = (
  id: string,
  published_at: Date | null = null,
  unpublish_at: Date | null = null,
  translated: TranslationLanguage[] = [],
) => ({ id, published_at, unpublish_at, translated });

describe('events in the sitemap', () => {
  it("lists each event's page in Portuguese and in each language it is translated into", () => {
    const xml = sitemapXml(
      'https://cvc.org.br',
      eventEntries([event('forum-2026', minutes(-1), null, ['en', 'es']), event('cafe', minutes(-1))], NOW),
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

  it('lists an event from its publication time until its unpublish time', () => {
    const events = [
      event('out', minutes(-60)),
      event('scheduled', minutes(1)),
      event('due', NOW),
      event('withdrawn', minutes(-60), NOW),
      event('leaving', minutes(-60), minutes(1)),
      // Stored before events had a publication time: listed, as the site shows it.
      event('older'),
    ];
    expect(eventEntries(events, NOW).map((entry) => entry.paths.pt)).toEqual([
      '/evento/out',
      '/evento/due',
      '/evento/leaving',
      '/evento/older',
    ]);
  });
});
