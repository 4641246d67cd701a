import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PrerenderedPage } from '@cvc/domain';
import { SiteShell } from '../app/App';
import { preloadPage } from '../app/routes';

export { pageModuleOf } from '../app/routes';

/**
 * Renders one route as the browser's first render would, in Portuguese: data sections in their loading state,
 * since effects do not run here. The page's module is loaded first, as main.tsx does, so nothing suspends and
 * the markup holds the page itself rather than a fallback plus the script that would swap it in.
 */
export async function renderPage(url: string): Promise<PrerenderedPage> {
  await preloadPage(new URL(url, 'http://prerender.invalid').pathname);
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StaticRouter location={url}>
          <SiteShell />
        </StaticRouter>,
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
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
