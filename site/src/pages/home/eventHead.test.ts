import { describe, expect, it } from 'vitest';
import type { CvcEvent } from '@cvc/domain';
import { pageHeadTags } from '@cvc/web';
import { eventHead, eventShareDescription } from './eventHead';

const EVENT: CvcEvent = {
  id: 'forum 2026',
  title: 'Fórum <b>"CVC"</b> & $& startups',
  date: '2026-11-22',
  location: 'São Paulo',
  description: 'Encontro </script><script>alert(1)</script>',
  full_description: null,
  image_url: '/images/forum.png',
  registration_url: null,
  start_time: '19:00',
  end_time: '21:30',
  sponsors: null,
  sponsor_logos: [],
  enabled: true,
};

const ORIGIN = 'https://example.org';
const SITE = { origin: ORIGIN, siteName: 'Associação de CVC' };

/** The head tags the render writes for the home at `/?event=<id>` (or `/en?event=<id>`). */
function tagsOf(event: CvcEvent, language: 'pt' | 'en') {
  const head = eventHead([event], event.id, { ...SITE, language });
  if (!head) throw new Error('no event head');
  return pageHeadTags(head, {
    origin: ORIGIN,
    language,
    canonicalPath: `/?event=${encodeURIComponent(event.id)}`,
    siteName: SITE.siteName,
  });
}

function jsonLd(html: string): unknown {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe('eventShareDescription', () => {
  it('says when and where first, then the description, in the page language', () => {
    expect(eventShareDescription({ ...EVENT, description: 'Resumo.' }, 'pt')).toBe(
      '22 de novembro de 2026, 19:00 - 21:30 · São Paulo. Resumo.',
    );
    expect(eventShareDescription({ ...EVENT, start_time: null, description: 'Resumo.' }, 'pt')).toBe(
      '22 de novembro de 2026 · São Paulo. Resumo.',
    );
    expect(eventShareDescription({ ...EVENT, description: 'Summary.' }, 'en')).toBe(
      'November 22, 2026, 19:00 - 21:30 · São Paulo. Summary.',
    );
    expect(eventShareDescription({ ...EVENT, description: 'Resumen.' }, 'es')).toBe(
      '22 de noviembre de 2026, 19:00 - 21:30 · São Paulo. Resumen.',
    );
  });
});

describe('eventHead', () => {
  it('is null for a link naming no event a visitor may see', () => {
    expect(eventHead([EVENT], null, { ...SITE, language: 'pt' })).toBeNull();
    expect(eventHead([EVENT], 'other', { ...SITE, language: 'pt' })).toBeNull();
    expect(eventHead(undefined, EVENT.id, { ...SITE, language: 'pt' })).toBeNull();
    expect(eventHead([{ ...EVENT, date: 'soon' }], EVENT.id, { ...SITE, language: 'pt' })).toBeNull();
    expect(eventHead([{ ...EVENT, title: '  ' }], EVENT.id, { ...SITE, language: 'pt' })).toBeNull();
  });

  it("gives the home the event's title and description, escaped", () => {
    const html = tagsOf(EVENT, 'pt');
    expect(html).toContain(
      '<title>Fórum &lt;b&gt;&quot;CVC&quot;&lt;/b&gt; &amp; $&amp; startups | Associação de CVC</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('<b>');
  });

  it('writes the Open Graph and Twitter tags with absolute URLs', () => {
    const html = tagsOf(EVENT, 'pt');
    for (const expected of [
      '<link rel="canonical" href="https://example.org/?event=forum%202026">',
      '<meta property="og:type" content="website">',
      '<meta property="og:site_name" content="Associação de CVC">',
      '<meta property="og:title" content="Fórum &lt;b&gt;&quot;CVC&quot;&lt;/b&gt; &amp; $&amp; startups">',
      '<meta property="og:image" content="https://example.org/images/forum.png">',
      '<meta property="og:locale" content="pt_BR">',
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="twitter:image" content="https://example.org/images/forum.png">',
    ]) {
      expect(html).toContain(expected);
    }
    expect(html).toMatch(/<meta property="og:description" content="22 de novembro de 2026, 19:00 - 21:30/);
  });

  it('previews the event in English at /en, with an English date and locale', () => {
    const html = tagsOf(EVENT, 'en');
    expect(html).toContain('<meta property="og:locale" content="en_US">');
    expect(html).toMatch(/<meta property="og:description" content="November 22, 2026, 19:00 - 21:30/);
    expect(html).toContain('<link rel="canonical" href="https://example.org/en?event=forum%202026">');
    expect(jsonLd(html)).toMatchObject({
      url: 'https://example.org/en?event=forum%202026',
      organizer: { url: 'https://example.org/en' },
    });
  });

  it('carries the schema.org Event as JSON-LD whose text cannot close the script element', () => {
    const html = tagsOf(EVENT, 'pt');
    const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(block).not.toMatch(/[<>]/);
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Event',
      name: EVENT.title,
      description: EVENT.description,
      startDate: '2026-11-22T19:00:00-03:00',
      endDate: '2026-11-22T21:30:00-03:00',
      url: 'https://example.org/?event=forum%202026',
      image: ['https://example.org/images/forum.png'],
      organizer: { '@type': 'Organization', name: 'Associação de CVC', url: 'https://example.org/' },
    });
  });

  it('leaves the image tags out for an event without an image', () => {
    const plain = tagsOf({ ...EVENT, image_url: null }, 'pt');
    expect(plain).not.toContain('og:image');
    expect(plain).toContain('<meta name="twitter:card" content="summary">');
  });
});
