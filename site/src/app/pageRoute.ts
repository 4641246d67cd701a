import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import type { Language } from '@cvc/domain';
import type { PageDeclaration, PageHead } from '@cvc/web';
import type { PageReads, ReadValues } from '../hooks/readStore';

// A page is one route module (`pages/<folder>/route.ts`) holding one declaration: where it is, how it is
// rendered and cached, what it reads, what its <head> says and which component it is. The router, the server
// render, the prerender, the chunking, the sitemap and Hosting's rewrites all read these declarations.

export type { RenderMode } from '@cvc/web';

/**
 * What the address says to a page: its language, its path without the language prefix, its query and its path
 * parameters. A read of staff-written text takes the language: the page carries that language's version only.
 */
export interface PageLocation {
  language: Language;
  pathname: string;
  search: URLSearchParams;
  params: Readonly<Record<string, string | undefined>>;
}

/** What a page's head is computed from, on the server (the settled reads) and in the browser alike. */
export interface HeadContext<R extends PageReads> {
  /** Each read's result once known; absent while loading or after a failure. */
  reads: ReadValues<R>;
  language: Language;
  at: PageLocation;
  /** https://host the page is served from, for absolute addresses in share data. */
  origin: string;
  t: TFunction;
}

export interface PageRoute<R extends PageReads = PageReads> extends Omit<
  PageDeclaration,
  'params' | 'folder'
> {
  params?: readonly string[];
  /**
   * The reads its first render shows, by name: started while the app loads, or, for a page rendered per
   * request, done by the server and found in the page.
   */
  reads?: (at: PageLocation) => R;
  /** Its title, description and share tags; the render adds the canonical address and the alternates. */
  head: (context: HeadContext<R>) => PageHead;
  /** Loads the page's component: its code is a chunk of its own, fetched when the page is first shown. */
  component: () => Promise<ComponentType>;
}

/** A page's declaration, checked: a page rendered per request says how long the CDN keeps it. */
export function definePage<R extends PageReads = Record<never, never>>(route: PageRoute<R>): PageRoute {
  if (route.render === 'request' && !route.cacheSeconds) {
    throw new Error(`${route.id}: a page rendered per request says how long the CDN keeps it`);
  }
  return route as unknown as PageRoute;
}
