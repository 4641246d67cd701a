import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BOOT_CHUNKS_ID, renderAfterMarkupScript } from '../../../scripts/lib/prerender-html';
import { expect, test, type Page } from '../../support/test';

// A page's first frame waits for its whole markup (renderAfterMarkupScript): the browser neither lays out an
// empty body nor paints half a page while the rest is on its way. A real page of the site is sent here in two
// parts, the second REST_DELAY_MS after the first, as a slow network would deliver it.

const REST_DELAY_MS = 800;
/** Written just before the boot data: when the second part reached the page, on the page's own clock. */
const REST_ARRIVED = '<script>window.restArrivedAt=performance.now()</script>';

/** Serves `html` cut after its header: the head and the header at once, the rest REST_DELAY_MS later. */
async function serveInTwoParts(html: string): Promise<{ server: Server; url: string }> {
  const cut = html.indexOf('</header>') + '</header>'.length;
  const rest = html
    .slice(cut)
    .replace(`<script type="application/json" id="${BOOT_CHUNKS_ID}"`, (data) => REST_ARRIVED + data);
  const server = createServer((request, response) => {
    if (request.url !== '/') return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(rest), REST_DELAY_MS);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

/** When the page first painted and when its second part arrived, both on the page's clock. */
async function firstPaintAndRestArrival(page: Page, html: string) {
  const { server, url } = await serveInTwoParts(html);
  try {
    // The page's chunks are not served here: the frames are what this measures, not the app.
    await page.route(/\/assets\//, (route) => route.abort());
    await page.goto(url, { waitUntil: 'load' });
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-paint').length)).toBe(1);
    return page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-paint')[0]!.startTime,
      restArrived: (window as unknown as { restArrivedAt: number }).restArrivedAt,
    }));
  } finally {
    server.close();
  }
}

test.describe('the first frame', () => {
  let html: string;
  test.beforeAll(async ({ request }) => {
    html = await (await request.get('/fornecedores')).text();
    expect(html).toContain(renderAfterMarkupScript());
  });

  test('comes once the whole page has arrived, not with its first part', async ({ page }) => {
    const { firstPaint, restArrived } = await firstPaintAndRestArrival(page, html);
    expect(firstPaint).toBeGreaterThanOrEqual(restArrived);
  });

  test('without the wait, the header would paint while the rest is on its way (the case above can fail)', async ({
    page,
  }) => {
    const { firstPaint, restArrived } = await firstPaintAndRestArrival(
      page,
      html.replace(renderAfterMarkupScript(), ''),
    );
    expect(firstPaint).toBeLessThan(restArrived);
  });

  test('leaves no expect link in the live page once it has loaded', async ({ page }) => {
    await page.goto('/fornecedores');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('link[rel="expect"]')).toHaveCount(0);
  });
});
