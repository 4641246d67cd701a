import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module stylis's middleware imports its vendor prefixer from. */
const PREFIXER = './Prefixer.js';
const IN_STYLIS = /[\\/]node_modules[\\/]stylis[\\/]/;
export const PREFIXER_STAND_IN = join(dirname(fileURLToPath(import.meta.url)), 'stylisPrefixerOff.ts');

/**
 * styled-components hands its CSS to stylis's vendor prefixer only when `enableVendorPrefixes` is set, which the
 * site never does (every browser it supports reads its CSS unprefixed). The bundler cannot see that, and the
 * prefixer, a table of every prefixed property, would cost each page about 1 KB gz: it is built without it.
 */
export function withoutVendorPrefixer(): Plugin {
  return {
    name: 'cvc:without-vendor-prefixer',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === PREFIXER && importer && IN_STYLIS.test(importer) ? PREFIXER_STAND_IN : null;
    },
  };
}
