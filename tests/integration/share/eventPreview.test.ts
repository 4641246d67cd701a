import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingUrl } from '../../support/emulators';
import {
  ALL_DAY_EVENT,
  DISABLED_EVENT,
  TIMED_EVENT,
  removeEventFixtures,
  writeEventFixtures,
} from './eventFixtures';
import { jsonLdBlocks } from './jsonLd';

// A shared /?event=<id> link, fetched as a social network's crawler does: no JavaScript runs, so the event's
// preview must be in the server's HTML.
const ORIGIN = hostingUrl('');

function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

describe("a shared event link's preview, rendered on the server", () => {
  beforeAll(writeEventFixtures);
  afterAll(removeEventFixtures);

  it("carries the event's escaped title, date, description, image and canonical URL", async () => {
    const response = await fetch(hostingUrl(`/?event=${TIMED_EVENT.id}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    const html = await response.text();
    const title = 'Fórum &lt;b&gt;&quot;CVC&quot;&lt;/b&gt;, edição; especial';
    expect(metaContent(html, 'og:title')).toBe(title);
    expect(metaContent(html, 'twitter:title')).toBe(title);
    expect(html).toMatch(new RegExp(`<title>${title} \\| [^<]+</title>`));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(html, 'og:description')).toBe(
      '15 de março de 2031, 19:00 - 21:30 · Av. Paulista, 1000; São Paulo. Painéis &amp; networking &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(metaContent(html, 'description')).toBe(metaContent(html, 'og:description'));
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}${TIMED_EVENT.image_url}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const url = `${ORIGIN}/?event=${TIMED_EVENT.id}`;
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>alert(1)');
    // Still the home page, which the browser hydrates and opens the event over.
    expect(html).toContain('<div id="root" inert>');
  });

  it('carries the event as schema.org Event JSON-LD, a data block the page never runs', async () => {
    const html = await (await fetch(hostingUrl(`/?event=${TIMED_EVENT.id}`))).text();
    const events = jsonLdBlocks(html);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: TIMED_EVENT.title,
      description: TIMED_EVENT.description,
      startDate: '2031-03-15T19:00:00-03:00',
      endDate: '2031-03-15T21:30:00-03:00',
      location: { '@type': 'Place', name: TIMED_EVENT.location },
      url: `${ORIGIN}/?event=${TIMED_EVENT.id}`,
      image: [`${ORIGIN}${TIMED_EVENT.image_url}`],
    });
  });

  it("previews the event in the address's language: English at /en", async () => {
    const response = await fetch(hostingUrl(`/en?event=${TIMED_EVENT.id}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(metaContent(html, 'og:locale')).toBe('en_US');
    expect(metaContent(html, 'og:description')).toMatch(/^March 15, 2031, 19:00 - 21:30 · /);
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/en?event=${TIMED_EVENT.id}`);
    expect(jsonLdBlocks(html)[0]).toMatchObject({ url: `${ORIGIN}/en?event=${TIMED_EVENT.id}` });
  });

  it('previews an all-day event by its day and without an image', async () => {
    const html = await (await fetch(hostingUrl(`/?event=${ALL_DAY_EVENT.id}`))).text();
    expect(metaContent(html, 'og:title')).toBe(ALL_DAY_EVENT.title);
    expect(metaContent(html, 'og:description')).toBe('31 de dezembro de 2031 · Rio de Janeiro. O dia todo.');
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(jsonLdBlocks(html)[0]).toMatchObject({ startDate: '2031-12-31', endDate: '2031-12-31' });
  });

  it("keeps the home's own tags for an unknown or disabled event", async () => {
    const home = await (await fetch(hostingUrl('/'))).text();
    const homeTitle = /<title>[^<]*<\/title>/.exec(home)?.[0];
    expect(homeTitle).toBeTruthy();
    for (const id of [DISABLED_EVENT.id, 'it-no-such-event']) {
      const response = await fetch(hostingUrl(`/?event=${id}`));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(/<title>[^<]*<\/title>/.exec(html)?.[0]).toBe(homeTitle);
      expect(metaContent(html, 'og:title')).toBe(metaContent(home, 'og:title'));
      expect(html).not.toContain(DISABLED_EVENT.title);
      expect(jsonLdBlocks(html)).toEqual(jsonLdBlocks(home));
    }
  });

  it('ignores a forged X-Forwarded-Host', async () => {
    const response = await fetch(hostingUrl(`/?event=${TIMED_EVENT.id}`), {
      headers: { 'X-Forwarded-Host': 'evil.example' },
    });
    expect(await response.text()).not.toContain('evil.example');
  });
});

describe('the home, described to search engines', () => {
  it('carries the association as a schema.org Organization: name, home, logo and postal address', async () => {
    const blocks = jsonLdBlocks(await (await fetch(hostingUrl('/'))).text());
    // The seed's identity (site_identity/public), as admins find it before they edit it, or today's values
    // when no file of the run has loaded the seed; the profiles (sameAs) differ between the two, and
    // settings/siteSettingsView.test.ts checks them as saved.
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${ORIGIN}/#organization`,
      name: 'Associação Brasileira de Corporate Venture Capital',
      url: `${ORIGIN}/`,
      logo: { '@type': 'ImageObject', url: `${ORIGIN}/icon-512.png`, width: 512, height: 512 },
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Endereço postal a definir, São Paulo - SP, Brasil',
        addressCountry: 'BR',
      },
    });
    // The logo is there for a crawler to fetch, a PNG of the size the data says.
    const logo = await fetch(`${ORIGIN}/icon-512.png`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await logo.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
  });
});
