import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap';
import { eventEntries } from './eventSitemap';

const NOW = new Date(Date.UTC(2026, 0, 10, 12));
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const event = (id: string, published_at: Date | null = null, unpublish_at: Date | null = null) => ({
  id,
  published_at,
  unpublish_at,
});

describe('events in the sitemap', () => {
  it("lists each event's page in pt, en and es", () => {
    const xml = sitemapXml('https://cvc.org.br', eventEntries([event('forum-2026', minutes(-1))], NOW));
    for (const path of ['/evento/forum-2026', '/en/evento/forum-2026', '/es/evento/forum-2026']) {
      expect(xml).toContain(`<loc>https://cvc.org.br${path}</loc>`);
    }
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
    expect(eventEntries(events, NOW).map((entry) => entry.path)).toEqual([
      '/evento/out',
      '/evento/due',
      '/evento/leaving',
      '/evento/older',
    ]);
  });
});
