import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  injectArticleMeta,
  markNotFound,
  shortDescription,
  type ArticleMeta,
} from './articleMeta';

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

const META: ArticleMeta = {
  title: 'CVCs brasileiros & o "novo" ciclo <2026>',
  description: "Resumo com aspas 'simples' e $& literal",
  image: 'https://cvc.org.br/images/a.svg',
  url: 'https://cvc.org.br/artigo/cvcs-brasileiros',
  publishedTime: '2026-11-20T12:00:00.000Z',
  author: null,
};

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('injectArticleMeta', () => {
  const page = injectArticleMeta(TEMPLATE, META);

  it('sets an escaped title with the site name and one description', () => {
    expect(page).toContain(
      '<title>CVCs brasileiros &amp; o &quot;novo&quot; ciclo &lt;2026&gt; | Associação de CVC</title>',
    );
    expect(page.match(/name="description"/g)).toHaveLength(1);
    expect(page).toContain('content="Resumo com aspas &#39;simples&#39; e $&amp; literal"');
    expect(page).not.toContain('Texto padrão do site.');
  });

  it('writes Open Graph, Twitter and canonical tags, replacing the template ones', () => {
    expect(page.match(/property="og:title"/g)).toHaveLength(1);
    expect(page).toContain(
      '<meta property="og:title" content="CVCs brasileiros &amp; o &quot;novo&quot; ciclo',
    );
    expect(page).toContain('<meta property="og:image" content="https://cvc.org.br/images/a.svg" />');
    expect(page).toContain('<meta property="og:url" content="https://cvc.org.br/artigo/cvcs-brasileiros" />');
    expect(page).toContain('<meta property="og:site_name" content="Associação de CVC" />');
    expect(page).toContain('<link rel="canonical" href="https://cvc.org.br/artigo/cvcs-brasileiros" />');
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(page).toContain('<meta property="article:published_time" content="2026-11-20T12:00:00.000Z" />');
    expect(page).not.toContain('article:author');
  });

  it('preloads the cover, escaped, at high priority', () => {
    const tricky = injectArticleMeta(TEMPLATE, { ...META, image: 'https://cvc.org.br/a.svg?x="1"' });
    expect(tricky).toContain(
      '<link rel="preload" as="image" href="https://cvc.org.br/a.svg?x=&quot;1&quot;" fetchpriority="high" />',
    );
    expect(page.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('keeps the rest of the template (scripts, root) untouched', () => {
    expect(page).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    expect(page).toContain('<div id="root"></div>');
    expect(page.indexOf('og:title')).toBeLessThan(page.indexOf('</head>'));
  });

  it('uses the small card and no image tags when the article has no image', () => {
    const noImage = injectArticleMeta(TEMPLATE, { ...META, image: null, author: 'Ana Souza' });
    expect(noImage).toContain('<meta name="twitter:card" content="summary" />');
    expect(noImage).not.toContain('og:image');
    expect(noImage).not.toContain('rel="preload"');
    expect(noImage).toContain('<meta property="article:author" content="Ana Souza" />');
  });
});

describe('markNotFound', () => {
  it('adds noindex and leaves the page otherwise as it was', () => {
    const page = markNotFound(TEMPLATE);
    expect(page).toContain('<meta name="robots" content="noindex" />');
    expect(page.replace(/\s*<meta name="robots" content="noindex" \/>/, '')).toBe(TEMPLATE);
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
