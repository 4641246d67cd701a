import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonLdScriptText, pageHeadTags, shortDescription } from './head-tags';

const CONTEXT = {
  origin: 'https://cvc.org.br',
  language: 'en' as const,
  canonicalPath: '/artigo/a-b',
  siteName: 'CVC Association',
};

describe('pageHeadTags', () => {
  const tags = pageHeadTags(
    {
      title: 'CVCs & the "new" cycle <2026>',
      description: 'A summary',
      image: '/images/a.svg',
      type: 'article',
      publishedTime: '2026-11-20T12:00:00.000Z',
      author: 'Ana Souza',
    },
    CONTEXT,
  );

  it('writes the escaped title after which the site name follows, and the description', () => {
    expect(tags).toContain(
      '<title>CVCs &amp; the &quot;new&quot; cycle &lt;2026&gt; | CVC Association</title>',
    );
    expect(tags).toContain('<meta name="description" content="A summary">');
  });

  it('names the canonical address in the page language and every language as an alternate', () => {
    expect(tags).toContain('<link rel="canonical" href="https://cvc.org.br/en/artigo/a-b">');
    expect(tags).toContain('<link rel="alternate" hreflang="pt-BR" href="https://cvc.org.br/artigo/a-b">');
    expect(tags).toContain('<link rel="alternate" hreflang="en" href="https://cvc.org.br/en/artigo/a-b">');
    expect(tags).toContain('<link rel="alternate" hreflang="es" href="https://cvc.org.br/es/artigo/a-b">');
    expect(tags).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://cvc.org.br/artigo/a-b">',
    );
  });

  it('names the news and opinion feeds of the page’s language, titled in it', () => {
    expect(tags).toContain(
      '<link rel="alternate" type="application/atom+xml" title="News | CVC Association" href="https://cvc.org.br/en/feeds/noticias.xml">',
    );
    expect(tags).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Opinion | CVC Association" href="https://cvc.org.br/en/feeds/opinioes.xml">',
    );
    const home = pageHeadTags(
      { title: null, description: 'x' },
      { ...CONTEXT, language: 'pt', canonicalPath: '/' },
    );
    expect(home).toContain(
      'title="Notícias | Associação de CVC" href="https://cvc.org.br/feeds/noticias.xml">',
    );
  });

  it('writes the share tags with absolute URLs and the language’s locale', () => {
    expect(tags).toContain('<meta property="og:type" content="article">');
    expect(tags).toContain('<meta property="og:image" content="https://cvc.org.br/images/a.svg">');
    expect(tags).toContain('<meta property="og:url" content="https://cvc.org.br/en/artigo/a-b">');
    expect(tags).toContain('<meta property="og:locale" content="en_US">');
    expect(tags).toContain('<meta property="article:author" content="Ana Souza">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('uses the site name alone for a page without a title, and the small card without an image', () => {
    const home = pageHeadTags({ title: null, description: 'x' }, { ...CONTEXT, canonicalPath: '/' });
    expect(home).toContain('<title>CVC Association</title>');
    expect(home).toContain('<link rel="canonical" href="https://cvc.org.br/en">');
    expect(home).toContain('<meta name="twitter:card" content="summary">');
    expect(home).not.toContain('og:image');
  });

  it('names a translated article’s own address as canonical and alternates only to the versions that exist', () => {
    const translated = pageHeadTags(
      {
        title: 'The new cycle',
        description: 'x',
        versions: { pt: '/artigo/o-novo-ciclo', en: '/artigo/the-new-cycle' },
        contentLanguage: 'en',
      },
      { ...CONTEXT, canonicalPath: '/artigo/the-new-cycle' },
    );
    expect(translated).toContain('<link rel="canonical" href="https://cvc.org.br/en/artigo/the-new-cycle">');
    expect(translated).toContain(
      '<link rel="alternate" hreflang="pt-BR" href="https://cvc.org.br/artigo/o-novo-ciclo">',
    );
    expect(translated).toContain(
      '<link rel="alternate" hreflang="en" href="https://cvc.org.br/en/artigo/the-new-cycle">',
    );
    expect(translated).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://cvc.org.br/artigo/o-novo-ciclo">',
    );
    expect(translated).not.toContain('hreflang="es"');
    expect(translated).toContain('<meta property="og:locale" content="en_US">');
  });

  it('sends an untranslated article’s English page to the Portuguese one: canonical, locale, no en/es alternates', () => {
    const untranslated = pageHeadTags(
      {
        title: 'O novo ciclo',
        description: 'x',
        versions: { pt: '/artigo/o-novo-ciclo' },
        contentLanguage: 'pt',
      },
      { ...CONTEXT, canonicalPath: '/artigo/o-novo-ciclo' },
    );
    expect(untranslated).toContain('<link rel="canonical" href="https://cvc.org.br/artigo/o-novo-ciclo">');
    expect(untranslated).toContain(
      '<meta property="og:url" content="https://cvc.org.br/artigo/o-novo-ciclo">',
    );
    expect(untranslated).toContain('<meta property="og:locale" content="pt_BR">');
    expect(untranslated).toContain('hreflang="pt-BR"');
    expect(untranslated).not.toMatch(/hreflang="(en|es)"/);
  });

  it('keeps a page that does not exist out of search results, with no canonical nor alternates', () => {
    const missing = pageHeadTags({ title: 'Not found', description: 'x', notFound: true }, CONTEXT);
    expect(missing).toContain('<meta name="robots" content="noindex">');
    expect(missing).not.toContain('rel="canonical"');
    expect(missing).not.toContain('hreflang');
    expect(missing).not.toContain('og:');
  });
});

describe('escapeHtml and shortDescription', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('flattens whitespace and cuts long text at a word with an ellipsis', () => {
    expect(shortDescription('um\n dois   três')).toBe('um dois três');
    const cut = shortDescription('palavra '.repeat(60), 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('palavra…')).toBe(true);
  });
});

describe('jsonLdScriptText', () => {
  it('escapes what could end the script element, and parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> <!-- & \u2028' };
    const text = jsonLdScriptText(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
