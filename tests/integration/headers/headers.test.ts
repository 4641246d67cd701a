import { describe, expect, it } from 'vitest';
import { FUNCTIONS_REGION } from '@cvc/domain';
import { SECURITY_HEADERS } from '@cvc/web';
import { emulatorAddress } from '../../../scripts/lib/emulators';
import { BOOT_CHUNKS_ID, bootChunksIn, scriptHashSource } from '../../../scripts/lib/prerender-html';
import { PROJECT_ID, hostingUrl } from '../../support/emulators';

// The security headers on what the Hosting emulator serves: files, the console, the app shell, and the pages
// and APIs that Cloud Functions answer through rewrites. The rendered pages also carry them straight from
// their function, in case a production Hosting ever passed a function's answer on without its own headers.

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(response.headers.get(name), `${name} on ${response.url}`).toBe(value);
  }
}

/** The classic inline scripts of a page (not the JSON data blocks, which never run). */
function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script(?: [^>]*)?>[\s\S]*?<\/script>/g)]
    .map((match) => match[0])
    .filter((tag) => !/^<script[^>]* (src|type)=/.test(tag));
}

/** The CSP's script-src sources. */
function scriptSources(response: Response): string[] {
  const csp = response.headers.get('content-security-policy') ?? '';
  const directive = csp.split(';').find((part) => part.trim().startsWith('script-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

async function get(path: string) {
  const response = await fetch(hostingUrl(path));
  return { response, html: await response.text() };
}

describe('pages Hosting serves', () => {
  it.each([
    ['a prerendered page', '/fornecedores', 200],
    ['the home, rendered by sitePage', '/', 200],
    ['a list in English, rendered by sitePage', '/en/noticias', 200],
    ['a course landing in Spanish, rendered by sitePage', '/es/formacaoexecutiva', 200],
    ['an unknown article, rendered by sitePage', '/artigo/nao-existe', 404],
    ['an unknown address (the not-found page)', '/nao-existe', 404],
  ])('%s (%s) carries every header, and the CSP allows its inline scripts', async (_, path, status) => {
    const { response, html } = await get(path);
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
    const sources = scriptSources(response);
    for (const script of inlineScriptsOf(html)) expect(sources).toContain(scriptHashSource(script));
  });

  it('allows no other inline script: a page carries exactly the two hashed ones', async () => {
    const { response, html } = await get('/fornecedores');
    const hashes = scriptSources(response).filter((source) => source.startsWith("'sha256-"));
    expect(inlineScriptsOf(html).map(scriptHashSource).sort()).toEqual(hashes.sort());
    expect(html).toContain(`<script type="application/json" id="${BOOT_CHUNKS_ID}">`);
  });
});

describe('the console, files and APIs', () => {
  it('sends the headers with the console, which no other site may frame', async () => {
    for (const path of ['/admin/', '/admin/login']) {
      const { response, html } = await get(path);
      expect(response.status).toBe(200);
      expect(html).toContain('Painel administrativo');
      expectSecurityHeaders(response);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(inlineScriptsOf(html)).toEqual([]);
    }
  });

  it('sends them with a script file, which keeps its year-long cache', async () => {
    const { html } = await get('/fornecedores');
    const { entry } = bootChunksIn(html)!;
    const response = await fetch(hostingUrl(entry));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response);
  });

  it('sends them with a JSON API answered by a function', async () => {
    const response = await fetch(hostingUrl('/api/market-intelligence'));
    await response.arrayBuffer();
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expectSecurityHeaders(response);
  });
});

describe('the rendering functions themselves', () => {
  const functionUrl = (name: string, path: string) =>
    `http://${emulatorAddress('functions')}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}${path}`;
  // As Hosting forwards a request, so the function fetches the shell from the Hosting emulator.
  const forwarded = { headers: { 'x-forwarded-host': emulatorAddress('hosting') } };

  it.each([
    ['the home', ''],
    ['a list in English', '/en/noticias'],
    ['a landing in Spanish', '/es/revolucao-2030'],
    ['an unknown article', '/artigo/nao-existe'],
  ])('sitePage sets every header on its own answer: %s', async (_, path) => {
    const response = await fetch(functionUrl('sitePage', path), forwarded);
    const html = await response.text();
    expect(html).toContain('<div id="root" inert>');
    expectSecurityHeaders(response);
  });

  it('a function that is not a page sets none of them (Hosting adds them)', async () => {
    const response = await fetch(functionUrl('fetchMarketIntelligence', ''));
    await response.arrayBuffer();
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});
