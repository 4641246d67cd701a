import { describe, expect, it } from 'vitest';
import { escapeHtml, shortDescription, siteNameOf, withHeadTags } from './headTags';

const TEMPLATE = `<!doctype html>
<html lang="pt">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Texto padrão do site."
    />
    <meta property="og:title" content="Padrão" />
    <title>Associação de CVC</title>
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('withHeadTags', () => {
  it('replaces the owned tags and keeps the rest of the page, `$&` in a title literal', () => {
    const page = withHeadTags(TEMPLATE, '<title>Evento $& | Associação de CVC</title>', [
      /<title>[\s\S]*?<\/title>\s*/gi,
    ]);
    expect(page).toContain('<title>Evento $& | Associação de CVC</title></head>');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    expect(page).toContain('<meta property="og:title" content="Padrão" />');
  });
});

describe('siteNameOf', () => {
  it('reads the site name after the page title', () => {
    expect(siteNameOf('<title>Notícias | Associação de CVC</title>')).toBe('Associação de CVC');
    expect(siteNameOf(TEMPLATE)).toBe('Associação de CVC');
  });
});

describe('shortDescription', () => {
  it('flattens whitespace and cuts long text at a word with an ellipsis', () => {
    expect(shortDescription('um\n dois   três')).toBe('um dois três');
    const cut = shortDescription('palavra '.repeat(60), 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('palavra…')).toBe(true);
  });
});
