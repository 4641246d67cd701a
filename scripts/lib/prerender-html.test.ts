import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, PAGE_SHELLS, SHELL_PLACEHOLDERS, fillShell, prerenderedFileOf } from '@cvc/domain';
import { ROOT } from './emulators';
import { deferredBootScript, languageGuardScript, prerenderedDocument, shellDocument } from './prerender-html';

const TEMPLATE =
  '<!doctype html><html lang="pt"><head><title>Associação de CVC</title>\n' +
  '    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/react.js">\n' +
  '</head><body><div id="root"></div></body></html>';
const STYLE = '<style data-styled="true" data-styled-version="6.6.0">.a{color:red}</style>';
const PAGE = { html: '<h1>Notícias</h1>', styleTags: STYLE };
const OPTIONS = { pageChunks: ['/assets/NewsListPage.js', '/assets/react.js'], preconnect: 'http://127.0.0.1:8080' };

describe('prerenderedDocument', () => {
  const page = prerenderedDocument(TEMPLATE, PAGE, OPTIONS);

  it('puts the page inside an inert root, so nothing is tapped before the app can answer', () => {
    expect(page).toContain('<div id="root" inert><h1>Notícias</h1></div>');
  });

  it("puts the page's styled-components styles in <head>, where the browser's styled-components finds them", () => {
    expect(page).toContain(`${STYLE}</head>`);
  });

  it('connects early to the data origin', () => {
    expect(page).toContain('<link rel="preconnect" href="http://127.0.0.1:8080" crossorigin>');
  });

  it("replaces Vite's script tags by the deferred boot of the entry and every chunk, each once", () => {
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).toContain(deferredBootScript('/assets/index.js', ['/assets/react.js', '/assets/NewsListPage.js']));
  });

  it('refuses a template without an empty root or a module script', () => {
    expect(() => prerenderedDocument('<html><head></head><body></body></html>', PAGE, OPTIONS)).toThrow(
      'no <div id="root"></div>',
    );
    expect(() =>
      prerenderedDocument('<html><head></head><body><div id="root"></div></body></html>', PAGE, OPTIONS),
    ).toThrow('no module script');
  });

  it('refuses styles that are anything but one style element', () => {
    const styleTags = `${STYLE}<script>alert(1)</script>`;
    expect(() => prerenderedDocument(TEMPLATE, { html: '', styleTags }, OPTIONS)).toThrow('one <style> element');
  });
});

describe('shellDocument', () => {
  const shell = shellDocument(TEMPLATE, { pageChunks: ['/assets/NewsListPage.js'] });

  it('holds each placeholder once: the page in the inert root, its styles and reads in <head>', () => {
    expect(shell).toContain(`<div id="root" inert>${SHELL_PLACEHOLDERS.html}</div>`);
    expect(shell).toContain(`${SHELL_PLACEHOLDERS.head}</head>`);
  });

  it('is the prerendered document once filled with the same page', () => {
    const options = { pageChunks: ['/assets/NewsListPage.js'] };
    expect(fillShell(shell, PAGE)).toBe(prerenderedDocument(TEMPLATE, PAGE, options));
  });

  it('connects to the data origin only when asked', () => {
    expect(shell).not.toContain('rel="preconnect"');
  });
});

describe('deferredBootScript', () => {
  const script = deferredBootScript('/assets/index.js', ['/assets/a.js']);

  it('fetches every chunk without running it, then runs the entry', () => {
    expect(script).toContain('["/assets/a.js"].forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";');
    expect(script).toContain('s.type="module";s.src="/assets/index.js";h.appendChild(s)');
    expect(script.indexOf('modulepreload')).toBeLessThan(script.indexOf('s.type="module"'));
  });

  it('runs once, after the next frame or after 500 ms without one', () => {
    expect(script).toContain('requestAnimationFrame(function(){setTimeout(boot,0)});setTimeout(boot,500)');
    expect(script).toContain('if(done++)return;');
  });
});

describe('languageGuardScript', () => {
  it('reads the stored language under the key the site writes, and empties the root for en and es only', () => {
    const script = languageGuardScript();
    expect(script).toContain(`localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})`);
    expect(script).toContain('["en","es"].indexOf(');
    expect(script).toContain('r.replaceChildren();r.removeAttribute("inert")');
  });
});

describe('firebase.json', () => {
  const hosting = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).hosting as {
    cleanUrls?: boolean;
    rewrites: { source: string; destination?: string }[];
  };

  it('serves x.html at /x, where the prerender writes each route', () => {
    expect(hosting.cleanUrls).toBe(true);
  });

  it('sends every unknown address to the app shell the prerender writes', () => {
    const catchAll = hosting.rewrites.at(-1);
    expect(catchAll).toEqual({ source: '**', destination: `/${prerenderedFileOf(PAGE_SHELLS.app)}` });
  });
});
