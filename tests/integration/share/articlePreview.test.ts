import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { adminFirestore } from '../../support/admin-firestore';
import { hostingUrl } from '../../support/emulators';
import { bootChunksIn } from '../../../scripts/lib/prerender-html';
import {
  DRAFT_NEWS,
  SHARE_COLUMNIST,
  SHARE_NEWS,
  SHARE_OPINION,
  removeShareFixtures,
  writeShareFixtures,
} from './fixtures';
import { jsonLdBlocks } from './jsonLd';

// A plain HTTP client, as a social network's crawler is: no JavaScript runs, so whatever is in the HTML is all
// a preview can show.
const ORIGIN = hostingUrl('');

function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

describe('article share previews through the Hosting rewrite', () => {
  beforeAll(writeShareFixtures);
  afterAll(removeShareFixtures);

  it('serves a news article at /artigo with its own escaped title, description, image and canonical URL', async () => {
    const response = await fetch(hostingUrl(`/artigo/${SHARE_NEWS.slug}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=600');
    const html = await response.text();
    expect(metaContent(html, 'og:title')).toBe(
      'Prévia &amp; &quot;compartilhamento&quot; &lt;de&gt; notícias',
    );
    expect(metaContent(html, 'og:description')).toBe(
      'Resumo da notícia com &#39;aspas&#39; para a prévia das redes sociais.',
    );
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}${SHARE_NEWS.image_url}`);
    expect(metaContent(html, 'twitter:title')).toBe(metaContent(html, 'og:title'));
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/artigo/${SHARE_NEWS.slug}`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/artigo/${SHARE_NEWS.slug}">`);
    // Untranslated: the Portuguese is its one version, named by hreflang; no English or Spanish is announced.
    expect(html).toContain(
      `<link rel="alternate" hreflang="pt-BR" href="${ORIGIN}/artigo/${SHARE_NEWS.slug}">`,
    );
    expect(html).not.toContain('hreflang="es"');
    expect(html).toMatch(
      /<title>Prévia &amp; &quot;compartilhamento&quot; &lt;de&gt; notícias \| [^<]+<\/title>/,
    );
    expect(html).not.toContain('<de>');
  });

  it('still boots the app: the prerendered article shell, inert until the same app entry as the home takes over', async () => {
    const [preview, home] = await Promise.all([
      fetch(hostingUrl(`/artigo/${SHARE_NEWS.slug}`)).then((r) => r.text()),
      fetch(hostingUrl('/')).then((r) => r.text()),
    ]);
    // React may put the cover's preload first in the root (a high-priority image); then the page itself.
    expect(preview).toMatch(/<div id="root" inert>(<link [^>]*>)*<header/);
    // The deferred boot runs the entry its data block names.
    expect(bootChunksIn(home)?.entry).toMatch(/^\/assets\/[^/]+\.js$/);
    expect(bootChunksIn(preview)?.entry).toBe(bootChunksIn(home)?.entry);
  });

  it('serves the same article at /noticia with the /artigo canonical URL', async () => {
    const response = await fetch(hostingUrl(`/noticia/${SHARE_NEWS.slug}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/artigo/${SHARE_NEWS.slug}`);
  });

  it('serves an opinion with its columnist as author and the summary card without an image', async () => {
    const response = await fetch(hostingUrl(`/opiniao/${SHARE_OPINION.slug}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(metaContent(html, 'og:title')).toBe(SHARE_OPINION.title);
    expect(metaContent(html, 'article:author')).toBe(SHARE_COLUMNIST.name);
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'og:image')).toBeUndefined();
  });

  it('answers an unknown slug with the same page, status 404 and noindex', async () => {
    const response = await fetch(hostingUrl('/artigo/it-esta-noticia-nao-existe'));
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const html = await response.text();
    expect(html).toContain('<div id="root" inert>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(metaContent(html, 'og:title')).toBeUndefined();
  });

  it('treats a draft that keeps an old date as not found, and a news slug under /opiniao too', async () => {
    expect((await fetch(hostingUrl(`/artigo/${DRAFT_NEWS.slug}`))).status).toBe(404);
    expect((await fetch(hostingUrl(`/opiniao/${SHARE_NEWS.slug}`))).status).toBe(404);
  });

  it('serves the untranslated article in English at /en, canonical to its Portuguese, the text as staff wrote it', async () => {
    const response = await fetch(hostingUrl(`/en/artigo/${SHARE_NEWS.slug}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/artigo/${SHARE_NEWS.slug}">`);
    // What it shares is Portuguese, and says so.
    expect(metaContent(html, 'og:locale')).toBe('pt_BR');
    expect(metaContent(html, 'og:title')).toBe(
      metaContent(await (await fetch(hostingUrl(`/artigo/${SHARE_NEWS.slug}`))).text(), 'og:title'),
    );
  });

  it('ignores a forged X-Forwarded-Host', async () => {
    const response = await fetch(hostingUrl(`/artigo/${SHARE_NEWS.slug}`), {
      headers: { 'X-Forwarded-Host': 'evil.example' },
    });
    const html = await response.text();
    expect(html).not.toContain('evil.example');
  });
});

// Articles of their own, published at a fixed moment: 12:30 UTC, 09:30 in São Paulo.
const PUBLISHED_AT = Timestamp.fromDate(new Date('2026-03-10T12:30:00.000Z'));
const LD_NEWS = {
  id: 'it-jsonld-news',
  slug: 'it-dados-estruturados-noticia',
  title: 'Dados estruturados </script> <da> notícia',
  summary: 'Resumo & descrição da notícia.',
  image_url: '/images/seed/it-share.svg',
};
const LD_COLUMNIST = {
  id: 'it-jsonld-columnist',
  name: 'Marina Duarte Lopes',
  position: 'Diretora de Inovação',
  company: 'Aurora Energia',
  photo_url: '/images/seed/it-columnist.jpg',
};
const LD_OPINION = {
  id: 'it-jsonld-opinion',
  slug: 'it-dados-estruturados-opiniao',
  title: 'Por que dados estruturados',
  summary: 'Resumo da opinião.',
  image_url: 'https://img.example.org/opiniao.jpg',
};
const PUBLISHER = {
  '@type': 'Organization',
  '@id': `${ORIGIN}/#organization`,
  name: 'Associação Brasileira de Corporate Venture Capital',
  url: `${ORIGIN}/`,
  logo: { '@type': 'ImageObject', url: `${ORIGIN}/icon-512.png`, width: 512, height: 512 },
};

describe('articles described to search engines (schema.org JSON-LD)', () => {
  const doc = (collection: string, id: string) => adminFirestore().collection(collection).doc(id);
  beforeAll(async () => {
    const base = {
      content: 'Texto.',
      source_url: null,
      status: 'published',
      published_at: PUBLISHED_AT,
      created_at: PUBLISHED_AT,
    };
    const { id: columnistId, ...columnist } = LD_COLUMNIST;
    const { id: newsId, ...news } = LD_NEWS;
    const { id: opinionId, ...opinion } = LD_OPINION;
    await Promise.all([
      doc(COLLECTIONS.columnists, columnistId).set({ ...columnist, bio: 'Bio.', linkedin_url: null }),
      doc(COLLECTIONS.news, newsId).set({ ...base, ...news, cvcs_mentioned: [] }),
      doc(COLLECTIONS.opinions, opinionId).set({
        ...base,
        ...opinion,
        partner_logo_url: null,
        columnist_id: columnistId,
      }),
    ]);
  });
  afterAll(() =>
    Promise.all([
      doc(COLLECTIONS.columnists, LD_COLUMNIST.id).delete(),
      doc(COLLECTIONS.news, LD_NEWS.id).delete(),
      doc(COLLECTIONS.opinions, LD_OPINION.id).delete(),
    ]),
  );

  it('gives a news item a NewsArticle by the association, its publisher, with São Paulo’s dates', async () => {
    const html = await (await fetch(hostingUrl(`/noticia/${LD_NEWS.slug}`))).text();
    // Typed text cannot close the data block: `<` travels as \u003c.
    expect(html).not.toContain('</script> <da>');
    const url = `${ORIGIN}/artigo/${LD_NEWS.slug}`;
    expect(jsonLdBlocks(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: 'Dados estruturados </script> <da> notícia',
        description: 'Resumo & descrição da notícia.',
        url,
        mainEntityOfPage: url,
        inLanguage: 'pt-BR',
        image: [`${ORIGIN}/images/seed/it-share.svg`],
        datePublished: '2026-03-10T09:30:00-03:00',
        dateModified: '2026-03-10T09:30:00-03:00',
        author: [PUBLISHER],
        publisher: PUBLISHER,
      },
    ]);
  });

  it('gives an opinion an OpinionNewsArticle by its columnist, a Person with their role, at its language’s address', async () => {
    const html = await (await fetch(hostingUrl(`/en/opiniao/${LD_OPINION.slug}`))).text();
    const url = `${ORIGIN}/en/opiniao/${LD_OPINION.slug}`;
    // The English page's article is the Portuguese staff wrote: so says inLanguage.
    expect(jsonLdBlocks(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'OpinionNewsArticle',
        headline: 'Por que dados estruturados',
        description: 'Resumo da opinião.',
        url,
        mainEntityOfPage: url,
        inLanguage: 'pt-BR',
        image: ['https://img.example.org/opiniao.jpg'],
        datePublished: '2026-03-10T09:30:00-03:00',
        dateModified: '2026-03-10T09:30:00-03:00',
        author: [
          {
            '@type': 'Person',
            name: 'Marina Duarte Lopes',
            jobTitle: 'Diretora de Inovação',
            worksFor: { '@type': 'Organization', name: 'Aurora Energia' },
            image: `${ORIGIN}/images/seed/it-columnist.jpg`,
          },
        ],
        publisher: PUBLISHER,
      },
    ]);
  });
});
