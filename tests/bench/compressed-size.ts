import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Sizes = { raw: number; gzip: number; brotli: number };

export const ZERO_SIZES: Sizes = { raw: 0, gzip: 0, brotli: 0 };

const cache = new Map<string, Sizes | null>();

/**
 * Sizes of a built file as a CDN would serve it: gzip level 9 and brotli quality 11 (Firebase Hosting
 * compresses static files on the fly and serves brotli to browsers that ask for it).
 * Returns null when the URL path has no file under `hostingDir` (dist/hosting: a rewrite answered it).
 */
export function builtFileSizes(hostingDir: string, urlPath: string): Sizes | null {
  const file = join(hostingDir, decodeURIComponent(urlPath));
  const cached = cache.get(file);
  if (cached !== undefined) return cached;
  let sizes: Sizes | null = null;
  try {
    const content = readFileSync(file);
    sizes = {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }).length,
    };
  } catch {
    sizes = null;
  }
  cache.set(file, sizes);
  return sizes;
}

export function addSizes(a: Sizes, b: Sizes): Sizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

export function kb(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}
