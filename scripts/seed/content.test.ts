import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LEAD_SOURCES,
  SUPPLIER_CATEGORIES,
  columnistSchema,
  composeSiteSettingsView,
  eventSchema,
  marketSectorSchema,
  siteIdentitySchema,
  siteSettingsSchema,
  course2030Open,
  executiveTrainingOpen,
  maturityBand,
  MATURITY_BANDS,
  newsSchema,
  opinionSchema,
  partnerSchema,
  reportSchema,
  slugify,
  supplierSchema,
  translationOf,
  translationStatesOf,
  type TranslatedCollection,
} from '@cvc/domain';
import { buildSeedContent } from './content';
import { isoDate } from './content/time';
import { SITE_PUBLIC_DIR, collectSeedAssets } from './images';

const NOW = new Date('2025-11-20T15:00:00Z');
const DAY_MS = 86_400_000;
const c = buildSeedContent(NOW);
const ids = (rows: { id: string }[]) => new Set(rows.map((row) => row.id));

describe('seed content', () => {
  it('has stable, unique ids in every collection', () => {
    for (const rows of Object.values(c)) expect(ids(rows).size).toBe(rows.length);
    expect(buildSeedContent(new Date()).news.map((n) => n.id)).toEqual(c.news.map((n) => n.id));
  });

  it('has news: 15+, 3+ drafts without date, published ones over the last 60 days, 3–6 paragraphs', () => {
    expect(c.news.length).toBeGreaterThanOrEqual(15);
    const drafts = c.news.filter((n) => n.status === 'draft');
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    for (const draft of drafts) expect(draft.published_at).toBeNull();
    for (const n of c.news.filter((n) => n.status === 'published')) {
      const age = NOW.getTime() - n.published_at!.getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(60 * DAY_MS);
      expect(n.created_at!.getTime()).toBeLessThanOrEqual(n.published_at!.getTime());
    }
    // A body of lines has a paragraph per line; a Markdown one, a block per blank line.
    for (const n of [...c.news, ...c.opinions]) {
      const paragraphs = n.content.split(n.content_format === 'markdown' ? '\n\n' : '\n');
      expect(paragraphs.length, n.id).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length, n.id).toBeLessThanOrEqual(6);
      expect(paragraphs.every((p) => p.trim().length > 0)).toBe(true);
    }
    expect(c.opinions.filter((o) => o.content_format === 'markdown').map((o) => o.id)).toEqual([
      'opinion-02',
    ]);
    expect(c.news.some((n) => n.cvcs_mentioned.length > 1)).toBe(true);
  });

  it('derives every slug from the title, unique per collection', () => {
    for (const rows of [c.news, c.opinions]) {
      for (const row of rows) expect(row.slug).toBe(slugify(row.title));
      expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    }
  });

  it('has 5 columnists and 10+ opinions by 4+ of them, some drafts', () => {
    expect(c.columnists).toHaveLength(5);
    expect(c.opinions.length).toBeGreaterThanOrEqual(10);
    const columnistIds = ids(c.columnists);
    for (const o of c.opinions) expect(columnistIds.has(o.columnist_id), o.id).toBe(true);
    const published = c.opinions.filter((o) => o.status === 'published');
    expect(new Set(published.map((o) => o.columnist_id)).size).toBeGreaterThanOrEqual(4);
    expect(c.opinions.filter((o) => o.status === 'draft' && o.published_at === null).length).toBeGreaterThan(
      0,
    );
  });

  it('has 8 reports: free with PDF, paid with price and checkout, 7 published, one without cover', () => {
    expect(c.reports).toHaveLength(8);
    const files = new Map(c.report_files.map((f) => [f.id, f.pdf_url]));
    expect(files.size).toBe(c.reports.length);
    for (const r of c.reports) {
      expect(r).not.toHaveProperty('pdf_url');
      expect(files.get(r.id)).toMatch(/^\/files\/reports\/.+\.pdf$/);
      if (r.is_free) expect([r.price, r.checkout_url]).toEqual([null, null]);
      else expect(r.price! > 0 && r.checkout_url !== null).toBe(true);
    }
    expect(c.reports.filter((r) => r.is_free).length).toBeGreaterThan(0);
    expect(new Set(c.reports.filter((r) => !r.is_free).map((r) => r.price)).size).toBeGreaterThan(1);
    expect(c.reports.filter((r) => r.published_at !== null)).toHaveLength(7);
    expect(c.reports.filter((r) => r.cover_image_url === null)).toHaveLength(1);
  });

  it('has events in the past, today and the future, one disabled, with sponsors', () => {
    const today = isoDate(NOW);
    const enabled = c.events.filter((e) => e.enabled);
    expect(c.events.length).toBeGreaterThanOrEqual(6);
    expect(enabled.filter((e) => e.date < today).length).toBeGreaterThanOrEqual(2);
    expect(enabled.filter((e) => e.date === today)).toHaveLength(1);
    expect(enabled.filter((e) => e.date > today).length).toBeGreaterThanOrEqual(3);
    expect(c.events.filter((e) => !e.enabled).length).toBeGreaterThanOrEqual(1);
    for (const e of c.events) {
      expect(e.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const time of [e.start_time, e.end_time]) if (time !== null) expect(time).toMatch(/^\d{2}:\d{2}$/);
    }
    expect(enabled.every((e) => e.sponsors && e.sponsor_logos.length > 0)).toBe(true);
  });

  it("dates the events on São Paulo's calendar, whatever the seeding machine's zone", () => {
    // 01:00 UTC on the 21st is 22:00 on the 20th in São Paulo, where the site closes an event's day.
    const lateEvening = buildSeedContent(new Date('2025-11-21T01:00:00Z'));
    const todays = lateEvening.events.filter((e) => e.enabled && e.date === '2025-11-20');
    expect(todays.map((e) => e.title)).toEqual(['Circuito CVC Connect: São Paulo']);
  });

  it('has 12+ suppliers over all seven categories, some inactive, some featured, some with 5+ services', () => {
    expect(c.suppliers.length).toBeGreaterThanOrEqual(12);
    expect(new Set(c.suppliers.map((s) => s.category))).toEqual(new Set(SUPPLIER_CATEGORIES));
    expect(c.suppliers.some((s) => s.status === 'inactive')).toBe(true);
    expect(c.suppliers.some((s) => s.featured)).toBe(true);
    expect(c.suppliers.some((s) => s.services.length > 4)).toBe(true);
  });

  it('has partners of all three types, with one participant lacking a logo', () => {
    const ofType = (type: string) => c.partners.filter((p) => p.partner_type === type);
    expect(ofType('partner')).toHaveLength(5);
    expect(ofType('maintainer')).toHaveLength(3);
    expect(ofType('partner').every((p) => !p.is_maintainer)).toBe(true);
    expect(ofType('maintainer').every((p) => p.is_maintainer)).toBe(true);
    expect(ofType('participant').filter((p) => p.logo_url !== '').length).toBeGreaterThanOrEqual(10);
    expect(ofType('participant').filter((p) => p.logo_url === '')).toHaveLength(1);
    expect(c.partners.every((p) => Number.isInteger(p.display_order) && p.display_order >= 0)).toBe(true);
  });

  it('has 8 market sectors covering every maturity band, one with a single CVC', () => {
    expect(c.market_sectors).toHaveLength(8);
    const bands = new Set(c.market_sectors.map((s) => maturityBand(s.maturity)));
    expect(bands).toEqual(new Set(MATURITY_BANDS.map((b) => b.band)));
    expect(c.market_sectors.filter((s) => s.cvcs === 1)).toHaveLength(1);
  });

  it('has leads from every source with mixed statuses', () => {
    expect(new Set(c.leads.map((l) => l.source))).toEqual(new Set(LEAD_SOURCES));
    expect(new Set(c.leads.map((l) => l.status)).size).toBeGreaterThanOrEqual(4);
  });

  it('references existing reports and events from downloads and sign-ups', () => {
    const reports = new Map(c.reports.map((r) => [r.id, r]));
    for (const d of c.report_downloads) expect(reports.get(d.report_id)?.title).toBe(d.report_title);
    const events = ids(c.events);
    for (const rsvp of c.event_rsvp) expect(events.has(rsvp.event_id), rsvp.id).toBe(true);
  });

  it('passes the domain schemas the admin forms use', () => {
    const check = (schema: { safeParse(v: unknown): { success: boolean } }, rows: object[]) => {
      for (const row of rows)
        expect(schema.safeParse(row).success, JSON.stringify(row).slice(0, 80)).toBe(true);
    };
    check(newsSchema, c.news);
    check(opinionSchema, c.opinions);
    check(columnistSchema, c.columnists);
    const files = new Map(c.report_files.map(({ id, ...file }) => [id, file]));
    check(
      reportSchema,
      c.reports.map((r) => ({ ...r, ...files.get(r.id) })),
    );
    check(eventSchema, c.events);
    check(supplierSchema, c.suppliers);
    check(
      partnerSchema,
      c.partners.filter((p) => p.logo_url !== ''),
    );
    check(marketSectorSchema, c.market_sectors);
    check(siteSettingsSchema, c.site_settings);
    check(siteIdentitySchema, c.site_identity);
    // The settings document holds no identity key: the rules would refuse an admin's next save of it.
    expect(Object.keys(c.site_settings[0]!)).not.toContain('association');
  });

  it("writes the site's view as the functions compose it: the settings' offers and the identity's leaders", () => {
    const { id, ...view } = c.site_settings_view[0]!;
    const { id: _settingsId, ...settings } = c.site_settings[0]!;
    const { id: _identityId, ...identity } = c.site_identity[0]!;
    expect(id).toBe('public');
    expect(view).toEqual(composeSiteSettingsView(settings, identity));
    expect(view.executive_training_offer).toEqual(settings.executive_training_offer);
    expect(view.leadership).toEqual(identity.leadership);
  });

  it('offers a future class and an open 2030 course, relative to the run date, with example checkouts', () => {
    const [settings] = c.site_settings;
    const training = settings!.executive_training_offer;
    const course = settings!.course_2030_offer;
    expect(training.start_date > isoDate(NOW)).toBe(true);
    expect(executiveTrainingOpen(training, NOW)).toBe(true);
    expect(course2030Open(course, NOW)).toBe(true);
    for (const { checkout_url } of [training, course])
      expect(new URL(checkout_url).hostname).toMatch(/\.example\.org$/);
  });

  it("sells the courses at SPEC's prices: R$ 5.859 in up to 12x and R$ 297 in up to 3x", () => {
    const [settings] = c.site_settings;
    expect(settings!.executive_training_offer).toMatchObject({ price_brl: 5859, max_instalments: 12 });
    expect(settings!.course_2030_offer).toMatchObject({ price_brl: 297, max_instalments: 3 });
  });

  it("names the privacy notice's controller and encarregado with placeholders, marked as such", () => {
    const { privacy } = c.site_settings[0]!;
    for (const text of [privacy.controller_name, privacy.controller_address, privacy.dpo_name])
      expect(text).toMatch(/^\[Placeholder\]/);
    for (const email of [privacy.controller_email, privacy.dpo_email])
      expect(email).toMatch(/\.example\.org$/);
    expect(privacy.notice_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('seed assets', () => {
  const urls = [
    ...c.news.map((n) => n.image_url),
    ...c.opinions.flatMap((o) => [o.image_url, o.partner_logo_url]),
    ...c.columnists.map((col) => col.photo_url),
    ...c.reports.map((r) => r.cover_image_url),
    ...c.report_files.map((f) => f.pdf_url),
    ...c.events.flatMap((e) => [e.image_url, ...e.sponsor_logos.map((s) => s.logo_url)]),
    ...c.partners.map((p) => p.logo_url),
    ...c.suppliers.map((s) => s.logo_url),
  ].filter((url): url is string => Boolean(url));

  it('points every image, logo and PDF at a file under site/public', () => {
    for (const url of urls) {
      expect(url, url).toMatch(/^\/(images\/seed|files\/reports)\//);
      expect(existsSync(join(SITE_PUBLIC_DIR, url)), url).toBe(true);
    }
  });

  it('keeps the committed files in step with the generator, SVGs under 2 KB', () => {
    for (const [url, data] of collectSeedAssets(NOW)) {
      const onDisk = readFileSync(join(SITE_PUBLIC_DIR, url));
      if (typeof data === 'string') {
        expect(onDisk.toString('utf8').trim(), `${url} is stale: run npx tsx scripts/seed/images.ts`).toBe(
          data,
        );
        expect(statSync(join(SITE_PUBLIC_DIR, url)).size).toBeLessThan(2048);
      } else {
        expect(onDisk.equals(data), url).toBe(true);
        expect(onDisk.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      }
    }
  });

  it('translates a few items as the console stores them, and says every other one is missing both', () => {
    const translated = (collection: TranslatedCollection, language: 'en' | 'es') =>
      (c[collection] as unknown as ({ id: string } & Record<string, unknown>)[]).filter((item) =>
        translationOf(item, language),
      );
    expect(translated('news', 'en').length).toBeGreaterThanOrEqual(1);
    expect(translated('news', 'es').length).toBeGreaterThanOrEqual(1);
    expect(translated('opinions', 'en').length).toBeGreaterThanOrEqual(1);
    expect(translated('reports', 'en').length).toBeGreaterThanOrEqual(1);
    expect(translated('events', 'en').length).toBeGreaterThanOrEqual(1);
    for (const collection of ['news', 'opinions', 'reports', 'events', 'columnists', 'suppliers'] as const) {
      for (const item of c[collection] as unknown as ({ id: string } & Record<string, unknown>)[]) {
        expect(item.translation_state, item.id).toEqual(translationStatesOf(collection, item));
      }
    }
    // An article's version has its own slug, from its title, taken by no other article in that language.
    for (const language of ['en', 'es'] as const) {
      const articles = [...translated('news', language), ...translated('opinions', language)];
      for (const article of articles) {
        const version = translationOf(article, language)!;
        expect(version.slug).toBe(slugify(String(version.title)));
        expect(version.slug).not.toBe(article.slug);
      }
      expect(new Set(articles.map((article) => translationOf(article, language)!.slug)).size).toBe(
        articles.length,
      );
    }
  });
});
