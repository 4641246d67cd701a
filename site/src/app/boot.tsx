import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PAGE_READS_ELEMENT_ID } from '@cvc/web';
import { createReadStore } from '../hooks/readStore';
import { ReadStoreProvider } from '../hooks/ReadStoreContext';
import { decodeServerReads } from '../hooks/serverReadsJson';
import { i18nReady } from '../i18n';
import { App } from './App';
import { matchPage } from './routes';
import { SITE_READS } from '../site-context/SiteSettings';

/**
 * A prerendered page (scripts/prerender-site.ts) arrives with an inert root: a tap on a button with no handler
 * yet would be lost. It becomes operable all at once, right after the app's first commit. It wraps the app
 * rather than standing beside it: a sibling would change the ids `useId` gives (they follow the tree's shape),
 * so the server's form labels would not match the browser's.
 */
function ReleasePrerenderedPage({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => container.removeAttribute('inert'), [container]);
  return children;
}

/** Starts the site in #root: hydrates the page the HTML holds, or renders it when the root is empty. */
export function boot(): void {
  const container = document.getElementById('root')!;

  // A page rendered per request (the home, the lists, articles, the landings) carries the reads it was rendered from.
  const serverReads = document.getElementById(PAGE_READS_ELEMENT_ID)?.textContent;
  const reads = createReadStore(serverReads ? decodeServerReads(serverReads) : {});

  const app = (
    <StrictMode>
      <ReleasePrerenderedPage container={container}>
        <ReadStoreProvider store={reads}>
          <App />
        </ReadStoreProvider>
      </ReleasePrerenderedPage>
    </StrictMode>
  );

  // The page's own reads start now, so they travel while its chunk loads and React hydrates (or are found in the
  // page, when the server rendered it with them).
  const match = matchPage(window.location.pathname);
  reads.startAll(SITE_READS);
  const pageReady = match?.route.preload().catch(() => {});
  if (match?.route.page.reads) {
    reads.startAll(
      match.route.page.reads({
        language: match.language,
        pathname: match.pathname,
        search: new URLSearchParams(window.location.search),
        params: match.params,
      }),
    );
  }

  // The first render waits for the page's chunk (a prerendered page is hydrated by the same page, never swapped
  // for a spinner) and for the messages of the address's language, which the server wrote the page in. As a transition, React hydrates or renders in slices and yields to the browser in between,
  // instead of blocking the main thread in one long task.
  void Promise.all([i18nReady, pageReady]).then(() =>
    startTransition(() => {
      if (container.hasChildNodes()) hydrateRoot(container, app);
      else createRoot(container).render(app);
    }),
  );
}
