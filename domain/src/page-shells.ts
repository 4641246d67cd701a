// The site is prerendered at build time (scripts/prerender-site.ts): each public route becomes an HTML file that
// paints before any JavaScript runs. Two more pages are written for addresses known only at request time: the
// app shell (Hosting's catch-all in firebase.json) and the article shell (the share-preview function's
// template, filled with an article's tags). Hosting serves `x.html` at `/x` (cleanUrls), so these are paths.
export const PAGE_SHELLS = {
  app: '/_shell/app',
  article: '/_shell/article',
} as const;

/** The file under dist/hosting that Hosting serves at `path`: `/` is index.html, `/a/b` is a/b.html. */
export function prerenderedFileOf(path: string): string {
  if (!path.startsWith('/')) throw new Error(`Not an absolute path: ${path}`);
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** One route rendered at build time (site/src/prerender/entry-server.tsx). */
export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** styled-components' <style> element for the page, which the browser's styled-components takes over. */
  styleTags: string;
}
