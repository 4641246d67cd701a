import type { Language } from '@cvc/domain';
import { HTML_LANG } from './languages';

// A page rendered per request is filled into its shell: the page's HTML from the build, in its language, with
// placeholders for the render (the same markers as Vite's SSR guide). The sitePage function fetches the shell
// from the site's own origin, so it always names the scripts Hosting serves now. Hosting serves `x.html` at `/x`
// (cleanUrls), so shells are addressed by path.

/** Where Hosting serves the shells: crawlers are kept out of it (robots.txt). */
export const SHELL_PATH_PREFIX = '/_shell/';

/** Where the shell of page `id` in `language` is served. */
export function shellPath(id: string, language: Language): string {
  return `${SHELL_PATH_PREFIX}${language}/${id}`;
}

/** The app shell (an empty root, rendered in the browser) of a language: every address no page claims. */
export function appShellPath(language: Language): string {
  return shellPath('app', language);
}

/**
 * The shell of a page that runs no script (the console's preview): the site's head (icons, global styles) and
 * the render's placeholders, no script and no preload, and a root no app takes over, so not inert.
 */
export function staticShellPath(language: Language): string {
  return shellPath('static', language);
}

/** The file under dist/hosting that Hosting serves at `path`: `/` is index.html, `/a/b` is a/b.html. */
export function prerenderedFileOf(path: string): string {
  if (!path.startsWith('/')) throw new Error(`Not an absolute path: ${path}`);
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** One page rendered at build time or per request (site/src/prerender/entry-server.tsx). */
export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** styled-components' <style> element for the page, which the browser's styled-components takes over. */
  styleTags: string;
  /** The page's <head> tags: title, description, canonical, alternates, share tags. */
  headTags: string;
  language: Language;
  /** A server render's reads, as JSON safe inside <script> (none at build time). */
  reads?: string;
}

/** The id of the <script type="application/json"> holding a server render's reads, for the browser's store. */
export const PAGE_READS_ELEMENT_ID = 'page-reads';

/**
 * Set on <html> when every section must be laid out at its true height: the sections off screen are otherwise
 * skipped by the browser until they come near (`content-visibility: auto`), at a placeholder height, so a jump
 * to an anchor or a restored scroll position would land by the placeholders' heights.
 */
export const RENDER_ALL_SECTIONS_ATTRIBUTE = 'data-render-all';

export const SHELL_PLACEHOLDERS = {
  head: '<!--app-head-->',
  html: '<!--app-html-->',
} as const;

const HTML_ELEMENT = /<html lang="[^"]*">/;

/** A shell filled with one render: the page's language on <html>, its tags, styles and reads in <head>, its markup in #root. */
export function fillShell(shell: string, page: PrerenderedPage): string {
  for (const placeholder of Object.values(SHELL_PLACEHOLDERS)) {
    if (shell.split(placeholder).length !== 2) throw new Error(`The shell must hold ${placeholder} once`);
  }
  if (!HTML_ELEMENT.test(shell)) throw new Error('The shell must start with <html lang="…">');
  if (page.styleTags && !/^<style [^>]*>[^<]*<\/style>$/.test(page.styleTags)) {
    throw new Error('A rendered page’s styles must be one <style> element');
  }
  const reads = page.reads
    ? `<script type="application/json" id="${PAGE_READS_ELEMENT_ID}">${page.reads}</script>`
    : '';
  // Function replacers: `$&` in a page's text must stay literal.
  return shell
    .replace(HTML_ELEMENT, () => `<html lang="${HTML_LANG[page.language]}">`)
    .replace(SHELL_PLACEHOLDERS.head, () => page.headTags + page.styleTags + reads)
    .replace(SHELL_PLACEHOLDERS.html, () => page.html);
}
