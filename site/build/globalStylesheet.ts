import type { Plugin } from 'vite';
import { GLOBAL_CSS } from '../src/styles/globalCss';

/**
 * Writes the site's base rules (GLOBAL_CSS) into index.html's <head>, so every page built from it, prerendered,
 * rendered per request or rendered in the browser, has them before any script runs. At the end of <head>: the
 * charset declaration stays within the document's first 1024 bytes.
 */
export function globalStylesheet(): Plugin {
  return {
    name: 'cvc-global-stylesheet',
    transformIndexHtml: () => [{ tag: 'style', children: GLOBAL_CSS, injectTo: 'head' }],
  };
}
