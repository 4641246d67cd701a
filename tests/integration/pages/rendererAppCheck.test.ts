import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APP_CHECK_HEADER, type SiteRenderer } from '@cvc/web';
import { ROOT, emulatorAddress } from '../../../scripts/lib/emulators';
import { DRAFT_NEWS, SHARE_NEWS, removeShareFixtures, writeShareFixtures } from '../share/fixtures';

// The sitePage function gives the site's renderer an App Check token it minted (functions/src/render/
// rendererAppCheckToken.ts); here the built server entry renders against the Firestore emulator with a token
// given the same way, and every request it sends to Firestore is captured on its way out: each carries the token,
// and the reads stay a visitor's (the emulator applies the rules, which never show a draft).

const { renderer } = (await import(
  pathToFileURL(join(ROOT, 'functions', 'lib', 'ssr', 'entry-server.mjs')).href
)) as { renderer: SiteRenderer };
renderer.serveCvcInfoFrom(async () => null);

const FIRESTORE = `http://${emulatorAddress('firestore')}/`;
const ORIGIN = 'http://127.0.0.1:5000';

/** The App Check header of every request the renderer sends to Firestore while `run` runs. */
async function firestoreTokens(run: () => Promise<unknown>): Promise<(string | null)[]> {
  const tokens: (string | null)[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith(FIRESTORE)) tokens.push(new Headers(init?.headers).get(APP_CHECK_HEADER));
    return realFetch(input, init);
  };
  try {
    await run();
  } finally {
    globalThis.fetch = realFetch;
  }
  return tokens;
}

/** A token shaped as App Check's (a JWT the SDK reads the expiry of); the emulator checks no signature. */
function appCheckToken(name: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part({ sub: name, exp })}.signature`;
}
const TOKEN_1 = appCheckToken('renderer-1');
const TOKEN_2 = appCheckToken('renderer-2');

const render = (address: string) =>
  renderer.renderPage(renderer.pageAt(address)!, address, { withData: true, origin: ORIGIN });

describe("the renderer's Firestore reads with an App Check token", () => {
  beforeAll(() => writeShareFixtures());
  afterAll(() => removeShareFixtures());
  afterEach(() => renderer.readWithAppCheckToken(appCheckToken('between-tests')));

  it('carry the token given, every one of them, and still show only what a visitor may see', async () => {
    renderer.readWithAppCheckToken(TOKEN_1);
    let list: Awaited<ReturnType<typeof render>> | undefined;
    const tokens = await firestoreTokens(async () => (list = await render('/noticias')));
    expect(tokens.length).toBeGreaterThan(0);
    expect(new Set(tokens)).toEqual(new Set([TOKEN_1]));
    expect(list!.status).toBe(200);
    expect(list!.html).toContain(SHARE_NEWS.slug);
    expect(list!.html).not.toContain(DRAFT_NEWS.slug);
    expect(list!.reads).not.toContain(DRAFT_NEWS.slug);
  });

  it('a draft stays not found with a token, as without one', async () => {
    renderer.readWithAppCheckToken(TOKEN_1);
    let draft: Awaited<ReturnType<typeof render>> | undefined;
    const tokens = await firestoreTokens(async () => (draft = await render(`/artigo/${DRAFT_NEWS.slug}`)));
    expect(new Set(tokens)).toEqual(new Set([TOKEN_1]));
    expect(draft!.status).toBe(404);
    expect(draft!.html).not.toContain('Rascunho com data');
  });

  it('carry the new token once the functions renew it', async () => {
    renderer.readWithAppCheckToken(TOKEN_1);
    renderer.readWithAppCheckToken(TOKEN_2);
    const tokens = await firestoreTokens(() => render('/'));
    expect(tokens.length).toBeGreaterThan(0);
    expect(new Set(tokens)).toEqual(new Set([TOKEN_2]));
  });
});
