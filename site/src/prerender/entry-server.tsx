import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PageRenderer, PrerenderedPage } from '@cvc/domain';
import { SiteShell } from '../app/App';
import { preloadPage } from '../app/routes';
import { startSiteReads } from '../app/SiteSettings';
import { createReadStore } from '../hooks/readStore';
import { ReadStoreProvider } from '../hooks/ReadStoreContext';
import { encodeServerReads } from '../hooks/serverReadsJson';

export { pageModuleOf } from '../app/routes';
export { serveCvcInfoFrom } from '../data/mentionedCvcs';

/**
 * Renders one route as the browser's first render would, in Portuguese. The page's module is loaded first, as
 * main.tsx does, so nothing suspends and the markup holds the page itself rather than a fallback plus the
 * script that would swap it in.
 *
 * At build time (no data) data sections are in their loading state, since effects do not run here. Per
 * request (`withData`, functions/src/serverRender.ts) the page's own reads (its module's `startReads`) are
 * awaited first and rendered, and go into the page so the browser's first render starts from them; other
 * sections still load in the browser. A read that fails leaves its part loading, for the browser to read again.
 */
export const renderPage: PageRenderer = async (url, { withData = false } = {}) => {
  const { pathname, searchParams } = new URL(url, 'http://prerender.invalid');
  const module = await preloadPage(pathname);
  const reads = createReadStore();
  if (withData) {
    startSiteReads(reads);
    module?.startReads?.({ pathname, search: searchParams }, reads);
    await reads.settle();
  }
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <ReadStoreProvider store={reads}>
          <StaticRouter location={url}>
            <SiteShell />
          </StaticRouter>
        </ReadStoreProvider>,
      ),
      {
        // React would leave a component that throws to the browser, silently; a broken page fails the build.
        onError: (error) => void errors.push(error),
        // Otherwise React moves a large page (the home) out of line, behind a script that swaps it in.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const html = await new Response(prelude).text();
    if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${url} failed`);
    const page: PrerenderedPage = { html, styleTags: sheet.getStyleTags() };
    return withData ? { ...page, reads: encodeServerReads(reads.serialize()) } : page;
  } finally {
    sheet.seal();
  }
};
