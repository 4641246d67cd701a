import { useState, type ReactNode } from 'react';
import type { Params } from 'react-router';
import type { PageModuleExports } from '@site/app/pageRoute';
import { createReadStore, type PageReads, type ServerReads } from '@site/hooks/readStore';
import { ReadStoreProvider } from '@site/hooks/ReadStoreContext';
import { unlocalizedPath } from '@cvc/web';

// The site's pages show their data through its read store (site/src/hooks/readStore.ts): a page module names
// its first reads, the hooks take each result by name. Here a route's loader runs those named reads on the
// server and returns their results; the route's component fills a store from them, on the server and in the
// browser alike, so the site's hooks start from the loader's data and read nothing on landing.

/** The reads a page module names at an address (site/src/app/pageRoute.ts). */
export function readsAt(
  reads: PageModuleExports['reads'],
  { pathname, search }: { pathname: string; search: string },
  params: Params,
): PageReads {
  return reads?.({ pathname: unlocalizedPath(pathname), search: new URLSearchParams(search), params }) ?? {};
}

/**
 * Loader: the reads, through the site's data modules (firestore/lite, as an anonymous visitor), and their
 * results by name; a read that fails is left out, so the page shows it loading and the browser reads it.
 */
export async function runReads(reads: PageReads): Promise<ServerReads> {
  const store = createReadStore();
  store.startAll(reads);
  await store.settle();
  return store.serialize();
}

/** Component: the site's read store holding the loader's results, for everything rendered inside. */
export function LoaderReads({
  results,
  reads,
  children,
}: {
  results: ServerReads;
  reads: PageReads;
  children: ReactNode;
}) {
  const [store] = useState(() => {
    const filled = createReadStore(results);
    filled.startAll(reads);
    return filled;
  });
  return <ReadStoreProvider store={store}>{children}</ReadStoreProvider>;
}
