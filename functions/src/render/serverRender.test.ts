import { describe, expect, it, vi } from 'vitest';
import { SHELL_PLACEHOLDERS } from '@cvc/web';
import type { RenderedPage, SitePage, SiteRenderer } from '@cvc/web';
import { renderIntoShell } from './serverRender';

vi.mock('firebase-functions/v2', () => ({ logger: { warn: vi.fn(), error: vi.fn() } }));

const SHELL = `<html lang="pt-BR"><head>${SHELL_PLACEHOLDERS.head}</head><div id="root" inert>${SHELL_PLACEHOLDERS.html}</div></html>`;
const STYLE = '<style data-styled="true">.a{}</style>';
const ORIGIN = 'https://cvc.test';

/** The site's renderer stand-in: with data, the cards and their reads; without, the loading page. */
function renderer(withData: () => Promise<void>, over: Partial<RenderedPage> = {}) {
  const site: Pick<SiteRenderer, 'renderPage'> = {
    async renderPage(sitePage, url, options) {
      expect(sitePage).toBe(PAGE);
      const page = {
        styleTags: STYLE,
        headTags: '<title>T</title>',
        language: 'en' as const,
        status: 200 as const,
      };
      expect(options.origin).toBe(ORIGIN);
      if (!options.withData) return { ...page, html: `<p>Loading ${url}</p>`, missedReads: [] };
      await withData();
      return {
        ...page,
        html: `<h2>Cards of ${url}</h2>`,
        reads: '{"list":["1",{"total":1}]}',
        missedReads: [],
        ...over,
      };
    },
  };
  return async () => site;
}

const options = { origin: ORIGIN };
const PAGE: SitePage = {
  id: 'news',
  paths: ['/noticias'],
  render: 'request',
  cacheSeconds: 300,
  params: ['page'],
  folder: 'pages/news',
  language: 'en',
  pathname: '/noticias',
  pathParams: {},
};

describe('renderIntoShell', () => {
  it('fills the shell with the page in its language, its tags, styles and reads', async () => {
    const { html, outcome, status } = await renderIntoShell(SHELL, PAGE, '/en/noticias?page=2', {
      ...options,
      load: renderer(async () => {}),
    });
    expect(outcome).toBe('data');
    expect(status).toBe(200);
    expect(html).toBe(
      `<html lang="en"><head><title>T</title>${STYLE}<script type="application/json" id="page-reads">{"list":["1",{"total":1}]}</script></head>` +
        '<div id="root" inert><h2>Cards of /en/noticias?page=2</h2></div></html>',
    );
  });

  it('passes on the status of a page that says it does not exist', async () => {
    const load = renderer(async () => {}, { status: 404 });
    expect((await renderIntoShell(SHELL, PAGE, '/en/artigo/x', { ...options, load })).status).toBe(404);
  });

  it('sends the page loading when its data fails, so the browser reads it', async () => {
    const load = renderer(async () => {
      throw new Error('permission-denied');
    });
    const { html, outcome } = await renderIntoShell(SHELL, PAGE, '/reports', { ...options, load });
    expect(outcome).toBe('loading');
    expect(html).toContain('<div id="root" inert><p>Loading /reports</p></div>');
    expect(html).not.toContain('page-reads');
  });

  it('sends the page loading when its data is slower than the limit', async () => {
    const load = renderer(() => new Promise(() => {}));
    const { html, outcome } = await renderIntoShell(SHELL, PAGE, '/opinioes', {
      ...options,
      load,
      dataTimeoutMs: 20,
    });
    expect(outcome).toBe('loading');
    expect(html).toContain('<p>Loading /opinioes</p>');
  });

  it('sends an empty root in the page language, for the browser to render, when the renderer cannot load', async () => {
    const load = () => Promise.reject(new Error('missing lib/ssr'));
    const { html, outcome } = await renderIntoShell(SHELL, PAGE, '/en/noticias', { ...options, load });
    expect(outcome).toBe('empty');
    expect(html).toBe('<html lang="en"><head></head><div id="root" inert></div></html>');
  });
});

describe('renderIntoShell without data', () => {
  it('sends the page loading without asking for its data', async () => {
    let asked = false;
    const load = renderer(async () => {
      asked = true;
    });
    const { html, outcome } = await renderIntoShell(SHELL, PAGE, '/noticias?page=40', {
      ...options,
      load,
      withData: false,
    });
    expect(asked).toBe(false);
    expect(outcome).toBe('loading');
    expect(html).toContain('<p>Loading /noticias?page=40</p>');
  });
});
