import { describe, expect, it } from 'vitest';
import type { CvcEvent } from '@cvc/domain';
import { eventShareDescription, injectEventMeta } from './eventMeta';

const TEMPLATE = `<!doctype html>
<html lang="pt">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Texto padrão do site."
    />
    <title>Associação de CVC</title>
    <link rel="preload" as="image" href="/hero.webp" />
    <!--app-head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

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

function jsonLd(html: string): unknown {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe('eventShareDescription', () => {
  it('says when and where first, then the description', () => {
    expect(eventShareDescription({ ...EVENT, description: 'Resumo.' })).toBe(
      '22 de novembro de 2026, 19:00 - 21:30 · São Paulo. Resumo.',
    );
    expect(eventShareDescription({ ...EVENT, start_time: null, description: 'Resumo.' })).toBe(
      '22 de novembro de 2026 · São Paulo. Resumo.',
    );
  });
});

describe('injectEventMeta', () => {
  const html = injectEventMeta(TEMPLATE, EVENT, ORIGIN);

  it("replaces the home's title and description with the event's, escaped", () => {
    expect(html).toContain(
      '<title>Fórum &lt;b&gt;&quot;CVC&quot;&lt;/b&gt; &amp; $&amp; startups | Associação de CVC</title>',
    );
    expect(html).not.toContain('Texto padrão do site.');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('<b>');
  });

  it('writes the Open Graph and Twitter tags with absolute URLs', () => {
    const url = 'https://example.org/?event=forum%202026';
    for (const expected of [
      `<link rel="canonical" href="${url}" />`,
      '<meta property="og:type" content="website">',
      '<meta property="og:site_name" content="Associação de CVC">',
      '<meta property="og:title" content="Fórum &lt;b&gt;&quot;CVC&quot;&lt;/b&gt; &amp; $&amp; startups">',
      `<meta property="og:url" content="${url}">`,
      '<meta property="og:image" content="https://example.org/images/forum.png">',
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="twitter:image" content="https://example.org/images/forum.png">',
    ]) {
      expect(html).toContain(expected);
    }
    expect(html).toMatch(/<meta property="og:description" content="22 de novembro de 2026, 19:00 - 21:30/);
  });

  it("keeps the home's own preloads", () => {
    expect(html).toContain('<link rel="preload" as="image" href="/hero.webp" />');
  });

  it('carries the schema.org Event as JSON-LD whose text cannot close the script element', () => {
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
    const plain = injectEventMeta(TEMPLATE, { ...EVENT, image_url: null }, ORIGIN);
    expect(plain).not.toContain('og:image');
    expect(plain).toContain('<meta name="twitter:card" content="summary">');
  });
});
