import { describe, expect, it } from 'vitest';
import {
  PAGE_READS_ELEMENT_ID,
  SHELL_PLACEHOLDERS,
  fillShell,
  prerenderedFileOf,
  shellPath,
  type PrerenderedPage,
} from './page-shells';

describe('prerenderedFileOf', () => {
  it('maps / to index.html and every other path to its .html file (Hosting cleanUrls)', () => {
    expect(prerenderedFileOf('/')).toBe('index.html');
    expect(prerenderedFileOf('/noticias')).toBe('noticias.html');
    expect(prerenderedFileOf('/en/fornecedores')).toBe('en/fornecedores.html');
    expect(prerenderedFileOf(shellPath('news-article', 'es'))).toBe('_shell/es/news-article.html');
  });

  it('refuses a relative path', () => {
    expect(() => prerenderedFileOf('noticias')).toThrow('Not an absolute path');
  });
});

describe('fillShell', () => {
  const SHELL = `<html lang="pt-BR"><head><meta charset="UTF-8">${SHELL_PLACEHOLDERS.head}</head><body><div id="root" inert>${SHELL_PLACEHOLDERS.html}</div></body></html>`;
  const STYLE = '<style data-styled="true">.a{}</style>';
  const page = (over: Partial<PrerenderedPage> = {}): PrerenderedPage => ({
    html: '<h1>Notícias</h1>',
    styleTags: STYLE,
    headTags: '<title>Notícias | Associação de CVC</title>',
    language: 'pt',
    ...over,
  });

  it('sets the page language, then puts its tags, styles and reads in <head> and its markup in the root', () => {
    const html = fillShell(SHELL, page({ language: 'en', reads: '{"list":["1",{"total":0}]}' }));
    expect(html).toBe(
      '<html lang="en"><head><meta charset="UTF-8"><title>Notícias | Associação de CVC</title>' +
        `${STYLE}<script type="application/json" id="${PAGE_READS_ELEMENT_ID}">{"list":["1",{"total":0}]}</script>` +
        '</head><body><div id="root" inert><h1>Notícias</h1></div></body></html>',
    );
  });

  it('writes no reads element for a page rendered without data, and an empty root for no page', () => {
    expect(fillShell(SHELL, page({ html: '', styleTags: '', headTags: '' }))).toBe(
      '<html lang="pt-BR"><head><meta charset="UTF-8"></head><body><div id="root" inert></div></body></html>',
    );
  });

  it('keeps `$` sequences of the page literal', () => {
    expect(fillShell(SHELL, page({ html: "<p>R$ 40 $& $1 $'</p>" }))).toContain("<p>R$ 40 $& $1 $'</p>");
  });

  it('refuses a shell without its placeholders once each, or without <html lang>', () => {
    expect(() => fillShell('<html lang="pt-BR"></html>', page())).toThrow('<!--app-head-->');
    const twice = SHELL.replace('</body>', `${SHELL_PLACEHOLDERS.html}</body>`);
    expect(() => fillShell(twice, page())).toThrow('<!--app-html-->');
    expect(() => fillShell(SHELL.replace(' lang="pt-BR"', ''), page())).toThrow('<html lang');
  });

  it('refuses styles that are anything but one style element', () => {
    expect(() => fillShell(SHELL, page({ styleTags: `${STYLE}<script>x</script>` }))).toThrow(
      'one <style> element',
    );
  });
});
