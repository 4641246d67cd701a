/**
 * A stand-in for Firebase Hosting's CDN in front of the Hosting emulator, for Lighthouse's loads. In production
 * a visitor's page comes from the CDN's cache (pages say `s-maxage`, assets are kept until the next deploy);
 * here every load would run the page's render in the Functions emulator and the Hosting emulator's compression
 * on the two cores the page is measured on. The stand-in keeps what the CDN would keep and answers it again.
 */
import { createServer, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { scrollThrough } from './page-js';

interface Kept {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  until: number;
}

// Per connection, never forwarded as they were received (RFC 9110 §7.6.1).
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

/**
 * How long the CDN may keep a response, in seconds, from its Cache-Control; 0 when it may not.
 * 'public, max-age=0, s-maxage=300' → 300; 'public, max-age=31536000, immutable' → 31536000;
 * 'no-store' → 0; 'private, max-age=60' → 0; no header → Infinity: Hosting's static files carry none
 * unless firebase.json gives one, and the CDN keeps them until the next deploy (this site's functions always
 * say).
 */
export function sharedCacheSeconds(cacheControl: string | undefined): number {
  if (cacheControl === undefined) return Infinity;
  const directives = new Map(
    cacheControl
      .toLowerCase()
      .split(',')
      .map((part): [string, string | undefined] => {
        const [name = '', value] = part.trim().split('=');
        return [name, value];
      }),
  );
  if (['no-store', 'no-cache', 'private'].some((name) => directives.has(name))) return 0;
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age') ?? 0);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

// The types the CDN compresses when the origin did not (the Hosting emulator sends function answers as they are).
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/**
 * The body as the CDN sends it: gzip when the browser accepts it and the origin sent it uncompressed.
 * ('text/html', no encoding, 'gzip, br' accepted) → gzipped; already 'br', or an image/png → as it is.
 */
export function compressedForBrowser(
  body: Buffer,
  headers: IncomingHttpHeaders,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: string } {
  const compressible =
    !headers['content-encoding'] && COMPRESSIBLE.test(String(headers['content-type'] ?? ''));
  return compressible && /\bgzip\b/.test(acceptEncoding ?? '')
    ? { body: gzipSync(body), encoding: 'gzip' }
    : { body };
}

/** The CDN's cache key: the address and the encodings the browser accepts, as Hosting varies on them. */
export function cacheKey(url: string, headers: IncomingHttpHeaders): string {
  return `${url} ${String(headers['accept-encoding'] ?? '')}`;
}

function forwardable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));
}

export interface CdnStandIn {
  /** http://127.0.0.1:<port>, to use in place of the Hosting emulator's origin. */
  origin: string;
  stop(): Promise<void>;
}

/** Starts the stand-in on a free port; `upstream` is the Hosting emulator's origin. */
export async function startCdnStandIn(upstream: string): Promise<CdnStandIn> {
  const target = new URL(upstream);
  const kept = new Map<string, Kept>();
  const server = createServer((incoming, outgoing) => {
    const key = cacheKey(incoming.url ?? '/', incoming.headers);
    const hit = incoming.method === 'GET' ? kept.get(key) : undefined;
    if (hit && hit.until > Date.now()) {
      outgoing.writeHead(hit.status, { ...hit.headers, 'x-cache': 'HIT' }).end(hit.body);
      return;
    }
    const upstreamRequest = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...forwardable(incoming.headers), host: target.host },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const sent = compressedForBrowser(
            Buffer.concat(chunks),
            answer.headers,
            incoming.headers['accept-encoding'],
          );
          const body = sent.body;
          const headers: OutgoingHttpHeaders = {
            ...forwardable(answer.headers),
            ...(sent.encoding && { 'content-encoding': sent.encoding, vary: 'Accept-Encoding' }),
            'content-length': body.length,
          };
          const seconds = sharedCacheSeconds(answer.headers['cache-control']);
          const status = answer.statusCode ?? 502;
          if (incoming.method === 'GET' && seconds > 0 && status < 500)
            kept.set(key, { status, headers, body, until: Date.now() + seconds * 1000 });
          outgoing.writeHead(status, { ...headers, 'x-cache': 'MISS' }).end(body);
        });
      },
    );
    upstreamRequest.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Chromium keeps its connections open; close() alone would wait for them.
        server.closeAllConnections();
      }),
  };
}

/**
 * One unmeasured visit through the stand-in, scrolled to the end, so that Lighthouse's runs find the page and
 * everything it loads in the cache, as a visitor of a page someone opened minutes before does.
 */
export async function warmThrough(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await scrollThrough(page);
  } finally {
    await context.close();
  }
}
