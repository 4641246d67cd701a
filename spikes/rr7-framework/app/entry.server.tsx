import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AUDIENCE_TIME_ZONE, type CvcInfo } from '@cvc/domain';
import { serveCvcInfoFrom } from '@site/data/mentionedCvcs';

// Dates are rendered where the audience reads them, as the site's renders do (the browser must print the same).
process.env.TZ = AUDIENCE_TIME_ZONE;

// The site's function answers the CVC lookups of an article in-process (functions/src/serverRender.ts); the
// spike, outside the functions, asks the site's own endpoint on the Hosting emulator.
const SITE_ORIGIN = process.env.SITE_ORIGIN ?? 'http://127.0.0.1:5000';
serveCvcInfoFrom(async (name) => {
  const response = await fetch(`${SITE_ORIGIN}/api/cvc-info?name=${encodeURIComponent(name)}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`cvc info: HTTP ${response.status}`);
  return ((await response.json()) as { data?: CvcInfo }).data ?? null;
});

/**
 * SPIKE_DEFER_BOOT=1, an experiment (not React Router's way): the site's deferred boot
 * (scripts/lib/prerender-html.ts) applied to React Router's scripts. Its module preloads leave <head> and its
 * module script waits, as inert text, until the page has painted (first contentful paint; 2 s at most), so no
 * script competes with the first paint.
 */
const DEFER_BOOT = process.env.SPIKE_DEFER_BOOT === '1';
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"\/>/g;
const ROUTER_MODULE = '<script type="module" async="">';
const WAITING_MODULE = '<script type="text/plain" async="">';

function deferBoot(html: string): string {
  const preloads = JSON.stringify([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]));
  const boot =
    `<script>(function(){var done=0;function boot(){if(done++)return;${preloads}.forEach(function(u){` +
    `var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l)});` +
    `var s=document.createElement("script");s.type="module";` +
    `s.text=document.querySelector('script[type="text/plain"][async]').textContent;document.body.appendChild(s)}` +
    `try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)` +
    `setTimeout(boot,0)}).observe({type:"paint",buffered:true})}catch(e){}setTimeout(boot,2000)})()</script>`;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ROUTER_MODULE, WAITING_MODULE)
    .replace('</head>', () => `${boot}</head>`);
}

/**
 * The whole document, rendered once its data is in (the loaders have run by now), with styled-components'
 * styles collected and written into <head>, where the browser's styled-components takes them over.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  const sheet = new ServerStyleSheet();
  try {
    const stream = await renderToReadableStream(
      sheet.collectStyles(<ServerRouter context={context} url={request.url} />),
      {
        onError(error) {
          status = 500;
          console.error(error);
        },
        // Otherwise React may move a large page out of line, behind a script that swaps it in.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    headers.set('Content-Type', 'text/html; charset=utf-8');
    const styled = html.replace('</head>', () => `${sheet.getStyleTags()}</head>`);
    return new Response(DEFER_BOOT ? deferBoot(styled) : styled, { status, headers });
  } finally {
    sheet.seal();
  }
}
