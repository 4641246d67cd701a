import { describe, expect, it } from 'vitest';
import {
  PAGE_READS_ELEMENT_ID,
  PAGE_SHELLS,
  SHELL_PLACEHOLDERS,
  fillShell,
  prerenderedFileOf,
} from './page-shells';

describe('prerenderedFileOf', () => {
  it('maps / to index.html and every other path to its .html file (Hosting cleanUrls)', () => {
    expect(prerenderedFileOf('/')).toBe('index.html');
    expect(prerenderedFileOf('/noticias')).toBe('noticias.html');
    expect(prerenderedFileOf(PAGE_SHELLS.article)).toBe('_shell/article.html');
  });

  it('refuses a relative path', () => {
    expect(() => prerenderedFileOf('noticias')).toThrow('Not an absolute path');
  });
});

describe('fillShell', () => {
  const SHELL = `<html><head><title>CVC</title>${SHELL_PLACEHOLDERS.head}</head><body><div id="root" inert>${SHELL_PLACEHOLDERS.html}</div></body></html>`;
  const STYLE = '<style data-styled="true">.a{color:red}</style>';

  it('puts the markup in the root, and the styles then the reads in <head>', () => {
    const html = fillShell(SHELL, {
      html: '<h1>Notícias</h1>',
      styleTags: STYLE,
      reads: '[["1",{"total":0}]]',
    });
    expect(html).toBe(
      `<html><head><title>CVC</title>${STYLE}<script type="application/json" id="${PAGE_READS_ELEMENT_ID}">[["1",{"total":0}]]</script></head>` +
        '<body><div id="root" inert><h1>Notícias</h1></div></body></html>',
    );
  });

  it('writes no reads element for a page rendered without data, and an empty root for no page', () => {
    expect(fillShell(SHELL, { html: '', styleTags: '' })).toBe(
      '<html><head><title>CVC</title></head><body><div id="root" inert></div></body></html>',
    );
  });

  it('keeps `$` sequences of the page literal', () => {
    expect(fillShell(SHELL, { html: "<p>R$ 40 $& $1 $'</p>", styleTags: '' })).toContain(
      "<p>R$ 40 $& $1 $'</p>",
    );
  });

  it('refuses a shell without each placeholder exactly once', () => {
    expect(() => fillShell('<html></html>', { html: '', styleTags: '' })).toThrow('<!--app-head-->');
    const twice = SHELL.replace('</body>', `${SHELL_PLACEHOLDERS.html}</body>`);
    expect(() => fillShell(twice, { html: '', styleTags: '' })).toThrow('<!--app-html-->');
  });

  it('refuses styles that are anything but one style element', () => {
    const styleTags = `${STYLE}<script>alert(1)</script>`;
    expect(() => fillShell(SHELL, { html: '', styleTags })).toThrow('one <style> element');
  });
});
