import { describe, expect, it, vi } from 'vitest';
import { SHELL_PLACEHOLDERS } from '@cvc/domain';
import type { PageRenderer } from '@cvc/domain';
import { renderIntoShell } from './serverRender';

vi.mock('firebase-functions/v2', () => ({ logger: { warn: vi.fn(), error: vi.fn() } }));

const SHELL = `<head>${SHELL_PLACEHOLDERS.head}</head><div id="root" inert>${SHELL_PLACEHOLDERS.html}</div>`;
const STYLE = '<style data-styled="true">.a{}</style>';

/** The site's renderer stand-in: with data, the cards and their reads; without, the loading page. */
function renderer(withData: () => Promise<void>): PageRenderer {
  return async (url, options) => {
    if (!options?.withData) return { html: `<p>Carregando ${url}</p>`, styleTags: STYLE };
    await withData();
    return { html: `<h2>Cards of ${url}</h2>`, styleTags: STYLE, reads: '[["1",{"total":1}]]' };
  };
}

describe('renderIntoShell', () => {
  it('fills the shell with the page, its styles and its reads', async () => {
    const load = async () => renderer(async () => {});
    const { html, outcome } = await renderIntoShell(SHELL, '/noticias?page=2', { load });
    expect(outcome).toBe('data');
    expect(html).toBe(
      `<head>${STYLE}<script type="application/json" id="page-reads">[["1",{"total":1}]]</script></head>` +
        '<div id="root" inert><h2>Cards of /noticias?page=2</h2></div>',
    );
  });

  it('sends the page loading when its data fails, so the browser reads it', async () => {
    const load = async () =>
      renderer(async () => {
        throw new Error('permission-denied');
      });
    const { html, outcome } = await renderIntoShell(SHELL, '/reports', { load });
    expect(outcome).toBe('loading');
    expect(html).toContain('<div id="root" inert><p>Carregando /reports</p></div>');
    expect(html).not.toContain('page-reads');
  });

  it('sends the page loading when its data is slower than the limit', async () => {
    const load = async () => renderer(() => new Promise(() => {}));
    const { html, outcome } = await renderIntoShell(SHELL, '/opinioes', { load, dataTimeoutMs: 20 });
    expect(outcome).toBe('loading');
    expect(html).toContain('<p>Carregando /opinioes</p>');
  });

  it('sends an empty root, for the browser to render, when the renderer cannot load', async () => {
    const load = () => Promise.reject(new Error('missing lib/ssr'));
    const { html, outcome } = await renderIntoShell(SHELL, '/noticias', { load });
    expect(outcome).toBe('empty');
    expect(html).toBe('<head></head><div id="root" inert></div>');
  });
});

describe('renderIntoShell without data', () => {
  it('sends the page loading without asking for its data', async () => {
    let asked = false;
    const load = async () =>
      renderer(async () => {
        asked = true;
      });
    const { html, outcome } = await renderIntoShell(SHELL, '/noticias?page=40', { load, withData: false });
    expect(asked).toBe(false);
    expect(outcome).toBe('loading');
    expect(html).toContain('<p>Carregando /noticias?page=40</p>');
  });
});
