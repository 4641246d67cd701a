import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, CVC_DIRECTORY_COLLECTION, normaliseCvcName } from '@cvc/domain';
import { PAGE_READS_ELEMENT_ID } from '@cvc/web';
import { adminFirestore } from '../../support/admin-firestore';
import { hostingUrl } from '../../support/emulators';

// A news item that mentions a CVC of the directory and one it does not know, as a browser with JavaScript off
// gets it: the mentions are in the article's HTML and in the reads the browser hydrates from.

const KNOWN = { id: 'it-mentioned-cvc', name: 'Integração Citada Ventures', sector: 'Logística' };
const UNKNOWN = 'Ventures Que Não Existe';
const NEWS = { id: 'it-mentions-news', slug: 'it-noticia-com-cvcs-citados' };

beforeAll(async () => {
  const db = adminFirestore();
  const now = Timestamp.now();
  await Promise.all([
    db
      .collection(CVC_DIRECTORY_COLLECTION)
      .doc(KNOWN.id)
      .set({
        name: KNOWN.name,
        name_key: normaliseCvcName(KNOWN.name),
        sector: KNOWN.sector,
        portfolio_startups: 3,
        investments: 4,
        main_stage: 'Seed',
      }),
    db
      .collection(COLLECTIONS.news)
      .doc(NEWS.id)
      .set({
        title: 'Notícia que cita CVCs',
        summary: 'Resumo.',
        content: 'Um parágrafo.',
        slug: NEWS.slug,
        image_url: null,
        source_url: null,
        status: 'published',
        published_at: now,
        created_at: now,
        // Written as staff might: another case and no accents for the known one.
        cvcs_mentioned: ['integracao citada VENTURES', UNKNOWN],
      }),
  ]);
});

afterAll(async () => {
  const db = adminFirestore();
  await Promise.all([
    db.collection(CVC_DIRECTORY_COLLECTION).doc(KNOWN.id).delete(),
    db.collection(COLLECTIONS.news).doc(NEWS.id).delete(),
  ]);
});

describe('mentioned CVCs on a news article', () => {
  it("renders each mention with the article: the directory's name and sector, an unknown one by name", async () => {
    const response = await fetch(hostingUrl(`/artigo/${NEWS.slug}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root" inert>'));
    expect(root).toContain('CVCs citados nesta notícia');
    // The sector is the directory's own words, in an element of its own (marked pt-BR on /en and /es).
    expect(root).toContain(`<strong>${KNOWN.name}</strong><span>Setor: <span>${KNOWN.sector}</span></span>`);
    expect(root).toContain(`<strong>${UNKNOWN}</strong></li>`);

    const reads = new RegExp(`id="${PAGE_READS_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
    expect(reads).toBeDefined();
    const { article } = JSON.parse(reads!) as { article: [string, { cvcs: unknown }] };
    expect(article[1].cvcs).toEqual([
      { name: KNOWN.name, sector: KNOWN.sector },
      { name: UNKNOWN, sector: null },
    ]);
  });
});
