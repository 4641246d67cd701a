import type { ComponentType } from 'react';
import type { PageReads } from '../hooks/readStore';

/**
 * How a page reaches the visitor:
 * - `build`: rendered once at build time (its first screen is the same for everyone; data sections load in the
 *   browser);
 * - `request`: rendered per request by the sitePage function with its data (its first screen is data);
 * - `fallback`: the page of every address no other page claims (not found): rendered at build time into the
 *   shell Hosting answers those addresses with, in each language.
 */
export type RenderMode = 'build' | 'request' | 'fallback';

/** A page's declaration, in `route.ts` beside it: everything the router, the build, the functions and Hosting need. */
export interface PageRoute {
  /** A name for the page: its shells and the bench's tables use it. */
  id: string;
  /**
   * Its Portuguese paths (the spec's), react-router patterns; English and Spanish get the same under /en and /es.
   * The first is canonical: the others render the same page and name the first as its canonical address.
   */
  paths: readonly [string, ...string[]];
  render: RenderMode;
  /** Seconds the CDN keeps a page rendered per request (browsers keep none). */
  cacheSeconds?: number;
  /** A page rendered per request that still reads Firestore in the browser as it lands: its shell connects early. */
  browserReads?: boolean;
  /** Query parameters the page reads; a request with any other is redirected to the address without it. */
  params?: readonly string[];
  /** The page's module, beside this declaration, and the export that is its component. */
  module: string;
  component: string;
}

/** What a page module exports besides its component. */
export interface PageModuleExports {
  /**
   * The reads its first render shows, by name: started while the app loads, or, for a page rendered per
   * request, done by the server and found in the page.
   */
  reads?: (at: PageLocation) => PageReads;
}

export type PageModule = PageModuleExports & Record<string, ComponentType | unknown>;

export interface PageLocation {
  /** The path without its language prefix. */
  pathname: string;
  search: URLSearchParams;
  params: Readonly<Record<string, string | undefined>>;
}

export function definePageRoute(route: PageRoute): PageRoute {
  if (route.render === 'request' && !route.cacheSeconds) {
    throw new Error(`${route.id}: a page rendered per request says how long the CDN keeps it`);
  }
  return route;
}
