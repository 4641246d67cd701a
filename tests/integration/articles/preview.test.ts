import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { hostingUrl } from '../../support/emulators';
import { issuedAt, pastSecond } from '../../support/revocation';
import { jsonLdBlocks } from '../share/jsonLd';
import { admin, closeClients, staffMember, webClient } from '../staff/clients';

// The console's Pré-visualizar posts a form with the member's ID token to /api/staff/preview through Hosting;
// here the same form is posted with real tokens from the Auth emulator, both ways.

const RUN = Date.now().toString(36);
const DRAFT = {
  id: `it-preview-draft-${RUN}`,
  title: `IT Rascunho <em>para</em> pré-visualizar ${RUN}`,
  slug: `it-rascunho-para-pre-visualizar-${RUN}`,
};
const OPINION = { id: `it-preview-opinion-${RUN}`, title: `IT Opinião em rascunho ${RUN}` };
const COLUMNIST = { id: `it-preview-columnist-${RUN}`, name: `Colunista da Prévia ${RUN}` };

const tokens: Record<'news' | 'leads' | 'admin', string> = { news: '', leads: '', admin: '' };
const uids: Record<'news', string> = { news: '' };

async function signedInToken(label: string, grant: Parameters<typeof staffMember>[1]) {
  const member = await staffMember(label, grant);
  const { auth } = await webClient(member);
  return { uid: member.uid, token: await auth.currentUser!.getIdToken() };
}

function post(fields: Record<string, string>) {
  return fetch(hostingUrl('/api/staff/preview'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The same token with some claims rewritten (the emulator's tokens are unsigned JWTs: anyone can). */
function rewritten(
  token: string,
  change: (claims: Record<string, unknown>) => Record<string, unknown>,
): string {
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  return `${header}.${Buffer.from(JSON.stringify(change(claims))).toString('base64url')}.`;
}

/** Its expiry moved into the past. */
function expired(token: string): string {
  const past = Math.floor(Date.now() / 1000) - 7200;
  return rewritten(token, (claims) => ({ ...claims, iat: past, auth_time: past, exp: past + 3600 }));
}

beforeAll(async () => {
  const now = Timestamp.now();
  const base = {
    summary: 'Resumo do rascunho.',
    content: 'Primeiro parágrafo do rascunho.',
    image_url: null,
  };
  await Promise.all([
    admin.db
      .collection(COLLECTIONS.news)
      .doc(DRAFT.id)
      .set({
        ...base,
        title: DRAFT.title,
        slug: DRAFT.slug,
        source_url: null,
        status: 'draft',
        published_at: null,
        created_at: now,
        cvcs_mentioned: [],
      }),
    admin.db.collection(COLLECTIONS.columnists).doc(COLUMNIST.id).set({
      name: COLUMNIST.name,
      bio: 'Bio.',
      photo_url: null,
      position: 'Diretora',
      company: 'Empresa',
      linkedin_url: null,
      created_at: now,
    }),
    admin.db
      .collection(COLLECTIONS.opinions)
      .doc(OPINION.id)
      .set({
        ...base,
        title: OPINION.title,
        slug: `it-opiniao-em-rascunho-${RUN}`,
        source_url: null,
        partner_logo_url: null,
        columnist_id: COLUMNIST.id,
        status: 'draft',
        published_at: null,
        created_at: now,
      }),
  ]);
  const [news, leads, adminMember] = await Promise.all([
    signedInToken('preview-news', { permissions: { news: true } }),
    signedInToken('preview-leads', { permissions: { leads: true } }),
    signedInToken('preview-admin', { role: 'admin' }),
  ]);
  tokens.news = news.token;
  tokens.leads = leads.token;
  tokens.admin = adminMember.token;
  uids.news = news.uid;
});

afterAll(async () => {
  await Promise.all([
    admin.db.collection(COLLECTIONS.news).doc(DRAFT.id).delete(),
    admin.db.collection(COLLECTIONS.opinions).doc(OPINION.id).delete(),
    admin.db.collection(COLLECTIONS.columnists).doc(COLUMNIST.id).delete(),
  ]);
  await closeClients();
});

describe('the preview, for a holder of the key', () => {
  it('shows a draft news item as its article page, never cached and never indexed', async () => {
    const response = await post({ token: tokens.news, kind: 'news', id: DRAFT.id, language: 'pt' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    // The title as the page escapes it, inside the article page's own markup (a heading in the root).
    expect(html).toMatch(/<h1[^>]*>IT Rascunho &lt;em&gt;para&lt;\/em&gt; pré-visualizar/);
    expect(html).toContain('Primeiro parágrafo do rascunho.');
    // A still picture: nothing runs, and the root is not left inert for an app that never comes.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toEqual(['<script type="application/ld+json">']);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<div id="root">');
    // The one block is data, what the published page will tell search engines: a draft has no date yet.
    const [article] = jsonLdBlocks(html);
    expect(article).toMatchObject({ '@type': 'NewsArticle', headline: DRAFT.title });
    expect(article).not.toHaveProperty('datePublished');
  });

  it('renders in the chosen language: the page chrome in English, the text as staff wrote it', async () => {
    const response = await post({ token: tokens.news, kind: 'news', id: DRAFT.id, language: 'en' });
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('IT Rascunho &lt;em&gt;para&lt;/em&gt; pré-visualizar');
  });

  it("shows the item's translation in its language, its address and body the translation's", async () => {
    const id = `${DRAFT.id}-translated`;
    const ref = admin.db.collection(COLLECTIONS.news).doc(id);
    await ref.set({
      title: `IT Rascunho traduzido ${RUN}`,
      summary: 'Resumo.',
      content: 'Texto em português.',
      slug: `it-rascunho-traduzido-${RUN}`,
      status: 'draft',
      published_at: null,
      created_at: Timestamp.now(),
      image_url: null,
      source_url: null,
      cvcs_mentioned: [],
      translations: {
        en: {
          title: `IT Translated draft ${RUN}`,
          summary: 'Summary.',
          content: 'The **English** text.',
          slug: `it-translated-draft-${RUN}`,
          source_fingerprint: '0badcafe',
          translated_at: Timestamp.now(),
        },
      },
    });
    try {
      const english = await (await post({ token: tokens.news, kind: 'news', id, language: 'en' })).text();
      expect(english).toContain(`IT Translated draft ${RUN}`);
      expect(english).toContain('<strong>English</strong>');
      expect(english).not.toContain('Texto em português.');
      expect(english).toContain(`/en/artigo/it-translated-draft-${RUN}`);
      // No Spanish version: the Spanish page shows the Portuguese.
      const spanish = await (await post({ token: tokens.news, kind: 'news', id, language: 'es' })).text();
      expect(spanish).toContain('Texto em português.');
    } finally {
      await ref.delete();
    }
  });

  it('shows an admin a draft opinion with its columnist', async () => {
    const response = await post({ token: tokens.admin, kind: 'opinion', id: OPINION.id, language: 'es' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(OPINION.title);
    expect(html).toContain(COLUMNIST.name);
  });

  it('shows an item the form would refuse today, naming each field to fix', async () => {
    const id = `${DRAFT.id}-broken`;
    await admin.db
      .collection(COLLECTIONS.news)
      .doc(id)
      .set({
        title: `IT Item sem resumo ${RUN}`,
        summary: '',
        content: 'Texto.',
        slug: `it-item-sem-resumo-${RUN}`,
        status: 'draft',
        published_at: null,
        image_url: 'ftp://imagem',
        cvcs_mentioned: [],
      });
    try {
      const response = await post({ token: tokens.news, kind: 'news', id, language: 'pt' });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`IT Item sem resumo ${RUN}`);
      expect(html).toContain('<aside role="alert" lang="pt-BR"');
      expect(html).toContain('Este item tem campos a corrigir antes de ser publicado:');
      expect(html).toMatch(/<li>Resumo: [^<]+<\/li>/);
      expect(html).toMatch(/<li>URL da imagem: [^<]+<\/li>/);
    } finally {
      await admin.db.collection(COLLECTIONS.news).doc(id).delete();
    }
  });

  it('answers 404 for an item that does not exist', async () => {
    const response = await post({
      token: tokens.news,
      kind: 'news',
      id: `it-nao-existe-${RUN}`,
      language: 'pt',
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Este item não existe mais.');
  });

  it('leaves the draft’s public address a 404', async () => {
    expect((await fetch(hostingUrl(`/artigo/${DRAFT.slug}`))).status).toBe(404);
  });
});

describe('the preview refused', () => {
  it('to a visitor without a token (401), and to a GET (405)', async () => {
    const response = await post({ kind: 'news', id: DRAFT.id, language: 'pt' });
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('Entre no painel para pré-visualizar.');
    expect(html).not.toContain(DRAFT.title);
    expect((await fetch(hostingUrl('/api/staff/preview'))).status).toBe(405);
  });

  it('to a forged or expired token (401)', async () => {
    for (const token of ['not-a-token', expired(tokens.news), `${tokens.news.slice(0, -2)}xx`]) {
      const response = await post({ token, kind: 'news', id: DRAFT.id, language: 'pt' });
      expect(response.status, token.slice(0, 20)).toBe(401);
      expect(await response.text()).not.toContain(DRAFT.title);
    }
  });

  it('to staff without the key (403): leads, and news for an opinion', async () => {
    const leads = await post({ token: tokens.leads, kind: 'news', id: DRAFT.id, language: 'pt' });
    expect(leads.status).toBe(403);
    expect(await leads.text()).toContain('Você não tem permissão para pré-visualizar este conteúdo.');
    const other = await post({ token: tokens.news, kind: 'opinion', id: OPINION.id, language: 'pt' });
    expect(other.status).toBe(403);
  });

  it('to a token whose claims were forged: the staff record must grant the key too (403)', async () => {
    const forged = rewritten(tokens.news, (claims) => ({
      ...claims,
      role: 'admin',
      perms: { opinions: true },
    }));
    const response = await post({ token: forged, kind: 'opinion', id: OPINION.id, language: 'pt' });
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain(OPINION.title);
  });

  it('to a member whose sessions were ended since the token was minted (401)', async () => {
    // Revocation is recorded to the second: sign-in and revocation must fall in different seconds.
    await pastSecond(issuedAt(tokens.news));
    await admin.auth.revokeRefreshTokens(uids.news);
    const response = await post({ token: tokens.news, kind: 'news', id: DRAFT.id, language: 'pt' });
    expect(response.status).toBe(401);
  });

  it('as a bad request (400) when the item or language is malformed', async () => {
    const response = await post({ token: tokens.admin, kind: 'news', id: 'a/b', language: 'pt' });
    expect(response.status).toBe(400);
  });
});
