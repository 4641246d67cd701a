import { PUBLIC_ROUTE_ALIASES, PUBLIC_ROUTES } from './public-routes';

// The site is prerendered at build time (scripts/prerender-site.ts): each public route becomes an HTML file that
// paints before any JavaScript runs. Pages whose first screen is data (the home, the lists, articles and the
// course landings) are rendered per request instead, with their data, by the homePage, listPage,
// articlePreview and landingPage functions; for them the build writes a shell (the page's template with
// placeholders) that the function fetches and fills.
// One more shell, the app shell, answers every address Hosting knows nothing of (its catch-all in
// firebase.json). Hosting serves `x.html` at `/x` (cleanUrls), so these are paths.
export const PAGE_SHELLS = {
  app: '/_shell/app',
  home: '/_shell/home',
  article: '/_shell/article',
  news: '/_shell/noticias',
  opinions: '/_shell/opinioes',
  reports: '/_shell/reports',
  executiveTraining: '/_shell/formacaoexecutiva',
  course2030: '/_shell/revolucao-2030',
} as const;

/** List routes rendered per request with their data, and the shell each is filled into. */
export const SERVER_RENDERED_LISTS: Readonly<Record<string, string>> = {
  [PUBLIC_ROUTES.news]: PAGE_SHELLS.news,
  [PUBLIC_ROUTES.opinions]: PAGE_SHELLS.opinions,
  [PUBLIC_ROUTES.reports]: PAGE_SHELLS.reports,
};

/**
 * The course landing pages, rendered per request with the site settings, whose course offers (dates, price,
 * whether sign-ups are open) are their first screen; an alias shares its page's shell.
 */
export const SERVER_RENDERED_LANDINGS: Readonly<Record<string, string>> = {
  [PUBLIC_ROUTES.executiveTraining]: PAGE_SHELLS.executiveTraining,
  [PUBLIC_ROUTES.revolucao2030]: PAGE_SHELLS.course2030,
  ...Object.fromEntries(PUBLIC_ROUTE_ALIASES.revolucao2030.map((alias) => [alias, PAGE_SHELLS.course2030])),
};

/** Routes besides articles rendered per request with their data, and the shell each is filled into. */
export const SERVER_RENDERED_PAGES: Readonly<Record<string, string>> = {
  [PUBLIC_ROUTES.home]: PAGE_SHELLS.home,
  ...SERVER_RENDERED_LISTS,
  ...SERVER_RENDERED_LANDINGS,
};

/** The file under dist/hosting that Hosting serves at `path`: `/` is index.html, `/a/b` is a/b.html. */
export function prerenderedFileOf(path: string): string {
  if (!path.startsWith('/')) throw new Error(`Not an absolute path: ${path}`);
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** One route rendered at build time or per request (site/src/prerender/entry-server.tsx). */
export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** styled-components' <style> element for the page, which the browser's styled-components takes over. */
  styleTags: string;
  /** A server render's reads, as JSON safe inside <script> (none at build time). */
  reads?: string;
}

/**
 * The site's server entry (site/src/prerender/entry-server.tsx), as the prerender script and the functions
 * call it: `url` is a path with its query; `withData` awaits the page's own reads and renders them.
 */
export type PageRenderer = (url: string, options?: { withData?: boolean }) => Promise<PrerenderedPage>;

/** The id of the <script type="application/json"> holding a server render's reads, for the browser's store. */
export const PAGE_READS_ELEMENT_ID = 'page-reads';

/** Where a shell takes the rendered page (the same markers as Vite's SSR guide). */
export const SHELL_PLACEHOLDERS = {
  head: '<!--app-head-->',
  html: '<!--app-html-->',
} as const;

/** A shell filled with one render: its styles and reads in <head>, its markup in #root. */
export function fillShell(shell: string, page: PrerenderedPage): string {
  for (const placeholder of Object.values(SHELL_PLACEHOLDERS)) {
    if (shell.split(placeholder).length !== 2) throw new Error(`The shell must hold ${placeholder} once`);
  }
  if (page.styleTags && !/^<style [^>]*>[^<]*<\/style>$/.test(page.styleTags)) {
    throw new Error('A rendered page’s styles must be one <style> element');
  }
  const reads = page.reads
    ? `<script type="application/json" id="${PAGE_READS_ELEMENT_ID}">${page.reads}</script>`
    : '';
  // Function replacers: `$&` in a page's text must stay literal.
  return shell
    .replace(SHELL_PLACEHOLDERS.head, () => page.styleTags + reads)
    .replace(SHELL_PLACEHOLDERS.html, () => page.html);
}
