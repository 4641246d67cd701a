import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorAddress } from '../../../scripts/lib/emulators';
import {
  cacheKey,
  compressedForBrowser,
  sharedCacheSeconds,
  startCdnStandIn,
  type CdnStandIn,
} from '../../bench/cdn';

// The bench's stand-in for Hosting's CDN (tests/bench/cdn.ts): what it keeps decides whether Lighthouse measures
// the page or the emulators' work of making it.

describe('what the CDN stand-in may keep', () => {
  it.each([
    ['public, max-age=0, s-maxage=300', 300],
    ['public, max-age=31536000, immutable', 31_536_000],
    ['public, max-age=0', 0],
    ['no-store', 0],
    ['no-cache', 0],
    ['private, max-age=60', 0],
    ['Public, S-MaxAge=60', 60],
    [undefined, Infinity],
  ])('%s → %s seconds', (cacheControl, seconds) => {
    expect(sharedCacheSeconds(cacheControl)).toBe(seconds);
  });

  it('keys on the address and the encodings accepted', () => {
    expect(cacheKey('/a', { 'accept-encoding': 'gzip' })).not.toBe(
      cacheKey('/a', { 'accept-encoding': 'br' }),
    );
    expect(cacheKey('/a?x=1', {})).not.toBe(cacheKey('/a', {}));
  });

  it('gzips text the origin sent as it is, and leaves the rest', () => {
    const html = Buffer.from('<p>olá</p>'.repeat(50));
    const zipped = compressedForBrowser(html, { 'content-type': 'text/html; charset=utf-8' }, 'gzip, br');
    expect(zipped.encoding).toBe('gzip');
    expect(gunzipSync(zipped.body).equals(html)).toBe(true);
    const text = { 'content-type': 'text/html' };
    expect(compressedForBrowser(html, text, 'identity').encoding).toBeUndefined();
    const brotli = { 'content-type': 'text/javascript', 'content-encoding': 'br' };
    expect(compressedForBrowser(html, brotli, 'gzip').encoding).toBeUndefined();
    expect(compressedForBrowser(html, { 'content-type': 'image/png' }, 'gzip').encoding).toBeUndefined();
  });
});

describe('the CDN stand-in in front of the Hosting emulator', () => {
  let cdn: CdnStandIn;
  beforeAll(async () => {
    cdn = await startCdnStandIn(`http://${emulatorAddress('hosting')}`);
  });
  afterAll(() => cdn.stop());

  const twice = async (path: string) => {
    const first = await fetch(cdn.origin + path);
    const firstBody = await first.text();
    const second = await fetch(cdn.origin + path);
    return { first, firstBody, second, secondBody: await second.text() };
  };

  it('renders a page once and answers it again from its cache, compressed', async () => {
    const { first, firstBody, second, secondBody } = await twice('/');
    expect(first.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(secondBody).toBe(firstBody);
    expect(secondBody).toContain('<div id="root"');
  });

  it('keeps a static file, which carries no Cache-Control', async () => {
    const { first, second, secondBody } = await twice('/icon.svg');
    expect(first.headers.get('cache-control')).toBeNull();
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    expect(secondBody).toContain('<svg');
  });

  it('asks the emulator every time for what must not be kept', async () => {
    const { first, second } = await twice('/api/health');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['MISS', 'MISS']);
  });
});
