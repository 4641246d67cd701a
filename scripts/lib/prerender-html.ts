import { createHash } from 'node:crypto';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from '@cvc/domain';
import {
  HTML_LANG,
  LANGUAGE_PATH_PREFIX,
  RENDER_ALL_SECTIONS_ATTRIBUTE,
  SHELL_PLACEHOLDERS,
  fillShell,
  type PrerenderedPage,
} from '@cvc/web';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * A visitor who chose a language (the switcher's choice, under the spec's storage key) and arrives at another
 * language's address, from a search result or a shared link, is sent to theirs before anything paints: the page
 * reads its own language from <html lang>, so the script is the same on every page. The address wins for
 * everyone else, crawlers included.
 */
export function languageRedirectScript(): string {
  const key = JSON.stringify(LANGUAGE_STORAGE_KEY);
  const prefixes = JSON.stringify(LANGUAGE_PATH_PREFIX);
  const others = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).join('|');
  return (
    `<script>try{var s=localStorage.getItem(${key}),x=${prefixes},l=document.documentElement.lang.slice(0,2);` +
    `if(s!==l&&x.hasOwnProperty(s)){var p=location.pathname.replace(/^\\/(${others})(?=\\/|$)/,"")||"/";` +
    `location.replace((x[s]&&p=="/"?x[s]:x[s]+p)+location.search+location.hash)}}catch(e){}</script>`
  );
}

/**
 * A page opened at a fragment (`/#comites`), reloaded or reached back or forward lays out every section at its true
 * height from the start (RENDER_ALL_SECTIONS_ATTRIBUTE), so the browser's jump to the fragment or to the
 * remembered scroll position lands where the visitor expects; a plain visit skips the sections off screen.
 */
export function renderAllSectionsScript(): string {
  const attribute = JSON.stringify(RENDER_ALL_SECTIONS_ATTRIBUTE);
  return (
    `<script>try{var n=performance.getEntriesByType("navigation")[0];` +
    `if(location.hash||n&&/^(reload|back_forward)$/.test(n.type))` +
    `document.documentElement.setAttribute(${attribute},"")}catch(e){}</script>`
  );
}

/**
 * The browser's first frame waits for the page's whole markup: a render-blocking `expect` link names the boot
 * data, which follows #root. Without it the parser yields as it enters <body> (its 10 ms slice is spent on the
 * head's styles on a slow phone), a frame lays out the empty body, and the page's real first layout comes a task
 * later, after a "first layout" that painted nothing. With it, the first style, layout and paint are the whole
 * page's, once, and a slow network never paints half a page. The HTML standard allows `blocking` on an `expect`
 * link but the Nu checker still refuses it outside stylesheets, so the link is added by this script, which the
 * standard allows until <body> exists, and leaves the document once parsing is over.
 */
export function renderAfterMarkupScript(): string {
  return (
    `<script>try{var e=document.createElement("link");e.rel="expect";e.href="#${BOOT_CHUNKS_ID}";` +
    `e.setAttribute("blocking","render");document.head.appendChild(e);` +
    `document.addEventListener("DOMContentLoaded",function(){e.remove()})}catch(x){}</script>`
  );
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Preload links added per task. Starting a request from a script costs the main thread a few milliseconds, up
 * to about 15 on a loaded machine (60 on Lighthouse's throttled phone); four per task made tasks of 50 to 100
 * ms that counted as blocking time on every page, one per task keeps each well under 50.
 */
export const PRELOADS_PER_TASK = 1;

/**
 * A tab that has not painted by then (opened in the background) loads the app anyway. A visible page paints
 * well before it, even a long one on a slow phone; a shorter wait would let the chunks compete with that paint.
 */
export const BOOT_WITHOUT_PAINT_MS = 2000;

/** Id of the data block that names the entry and chunks the boot script loads. */
export const BOOT_CHUNKS_ID = 'boot-chunks';
const BOOT_CHUNKS_OPEN = `<script type="application/json" id="${BOOT_CHUNKS_ID}">`;

/**
 * The entry and chunks of one page, as data for deferredBootScript: a JSON block is never executed, so the
 * script itself stays the same on every page and the Content-Security-Policy can allow it by its hash.
 */
export function bootChunksData(entry: string, chunks: readonly string[]): string {
  const json = JSON.stringify({ entry, chunks }).replace(/</g, '\\u003c');
  return `${BOOT_CHUNKS_OPEN}${json}</script>`;
}

/** What a served page's bootChunksData block names, as tests and tools read it back; null when it has none. */
export function bootChunksIn(html: string): { entry: string; chunks: string[] } | null {
  const json = new RegExp(`${BOOT_CHUNKS_OPEN}([^<]*)</script>`).exec(html)?.[1];
  return json ? (JSON.parse(json) as { entry: string; chunks: string[] }) : null;
}

/**
 * Loads the app once the prerendered page has painted its content (its first contentful paint), or at the next
 * frame when the root is empty (a page whose render failed), or after BOOT_WITHOUT_PAINT_MS in a
 * tab that paints nothing: the HTML has the connection to itself while it arrives, and the chunks start once the
 * page is on screen, never competing with it. Every chunk the app and the page need (named by the bootChunksData
 * block before it) is then fetched (modulepreload: fetched and compiled, not run), PRELOADS_PER_TASK links per
 * task so adding them never blocks a tap for long, then the entry runs; it evaluates them in steps
 * (site/src/main.tsx).
 */
export function deferredBootScript(): string {
  return (
    `<script>(function(){var b=JSON.parse(document.getElementById(${JSON.stringify(BOOT_CHUNKS_ID)}).textContent),` +
    `done=0,f=b.chunks,h=document.head;function add(i){` +
    `f.slice(i,i+${PRELOADS_PER_TASK}).forEach(function(u){var l=document.createElement("link");` +
    `l.rel="modulepreload";l.href=u;h.appendChild(l)});if(i+${PRELOADS_PER_TASK}<f.length)` +
    `setTimeout(function(){add(i+${PRELOADS_PER_TASK})},0);else{var s=document.createElement("script");` +
    `s.type="module";s.src=b.entry;h.appendChild(s)}}function boot(){if(!done++)add(0)}` +
    `var r=document.getElementById("root");if(r&&r.hasChildNodes()&&typeof PerformanceObserver=="function"){` +
    `try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)` +
    `setTimeout(boot,0)}).observe({type:"paint",buffered:true})}catch(e){}}` +
    `else requestAnimationFrame(function(){setTimeout(boot,0)});setTimeout(boot,${BOOT_WITHOUT_PAINT_MS})})()</script>`
  );
}

/** The inline scripts every page carries, each the same on every page (their hashes are in the site's CSP). */
export function inlineScripts(): string[] {
  return [languageRedirectScript(), renderAllSectionsScript(), renderAfterMarkupScript(), deferredBootScript()];
}

export interface PrerenderOptions {
  /** The page's language, on <html lang> from the first byte. */
  language: Language;
  /** Chunks the app and the page need beyond the entry's own imports (from Vite's manifest). */
  pageChunks: readonly string[];
  /** Origin the page's data comes from (Firestore), connected to while the app loads. */
  preconnect?: string;
}

// Written per page by its render (web/src/head-tags.ts), so the template's own are dropped.
const TEMPLATE_HEAD_TAGS = [/<title>[\s\S]*?<\/title>\s*/i, /<meta\s+name="description"[^>]*>\s*/i];
const HTML_ELEMENT = /<html lang="[^"]*">/;

/**
 * Vite's index.html (built, or as its dev server serves it) in one language: the language on <html>, the
 * language redirect first in <head>, the template's own title and description gone.
 */
export function templateInLanguage(template: string, language: Language): string {
  return localizedTemplate(template, language).replace(
    /<meta charset="[^"]*"\s*\/?>/i,
    (charset) => charset + languageRedirectScript() + renderAllSectionsScript() + renderAfterMarkupScript(),
  );
}

/** The template with the language on <html> and without its own title and description. */
function localizedTemplate(template: string, language: Language): string {
  if (!HTML_ELEMENT.test(template)) throw new Error('The page template has no <html lang="…">');
  return TEMPLATE_HEAD_TAGS.reduce((page, tag) => page.replace(tag, ''), template).replace(
    HTML_ELEMENT,
    `<html lang="${HTML_LANG[language]}">`,
  );
}

function assertBuiltTemplate(template: string): void {
  if (!template.includes(ROOT_ELEMENT) || !template.includes('</head>')) {
    throw new Error(`The page template has no ${ROOT_ELEMENT} or </head>: is it Vite's built index.html?`);
  }
}

/**
 * Vite's built index.html as a shell in one language: the language on <html>, the language redirect first in
 * <head>, a placeholder for the page's tags, styles (and reads) in <head>, one for its markup inside #root (inert
 * until the app takes over), and Vite's script tags replaced by the deferred boot.
 */
export function shellDocument(template: string, options: PrerenderOptions): string {
  assertBuiltTemplate(template);
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error("The page template has no module script: is it Vite's built index.html?");
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const chunks = [...new Set([...preloads, ...options.pageChunks])].filter((chunk) => chunk !== entry);
  const head =
    (options.preconnect ? `<link rel="preconnect" href="${options.preconnect}" crossorigin>` : '') +
    SHELL_PLACEHOLDERS.head;
  return templateInLanguage(template, options.language)
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `${head}</head>`)
    .replace(
      ROOT_ELEMENT,
      `<div id="root" inert>${SHELL_PLACEHOLDERS.html}</div>` +
        bootChunksData(entry, chunks) +
        deferredBootScript(),
    );
}

/**
 * Vite's built index.html as the shell of a page that runs no script (staticShellPath, the console's preview):
 * the language on <html>, the template's icons and styles, the placeholders, and neither the inline scripts nor
 * Vite's entry and preloads; its root is not inert, since no app will take it over.
 */
export function staticShellDocument(template: string, language: Language): string {
  assertBuiltTemplate(template);
  return localizedTemplate(template, language)
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `${SHELL_PLACEHOLDERS.head}</head>`)
    .replace(ROOT_ELEMENT, `<div id="root">${SHELL_PLACEHOLDERS.html}</div>`);
}

/** The shell filled with a page rendered at build time. */
export function prerenderedDocument(template: string, page: PrerenderedPage, options: PrerenderOptions): string {
  return fillShell(shellDocument(template, options), page);
}

/** The CSP source that allows an inline script: the base64 sha256 of its text, between the tags. */
export function scriptHashSource(script: string): string {
  const text = /^<script>([\s\S]*)<\/script>$/.exec(script)?.[1];
  if (text === undefined) throw new Error('Not one classic inline <script> element');
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
