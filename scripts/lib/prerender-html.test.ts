import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, PAGE_SHELLS, SHELL_PLACEHOLDERS, fillShell, prerenderedFileOf } from '@cvc/domain';
import { ROOT } from './emulators';
import {
  PRELOADS_PER_TASK,
  deferredBootScript,
  languageGuardScript,
  prerenderedDocument,
  shellDocument,
} from './prerender-html';

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
  const chunks = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, index) => `/assets/c${index}.js`);

  /** Runs the script against a stand-in document, one timer at a time, as the browser's tasks would. */
  function run(script: string) {
    const timers: (() => void)[] = [];
    const added: { rel?: string; href?: string; type?: string; src?: string; task: number }[] = [];
    let task = 0;
    const document = {
      head: { appendChild: (element: (typeof added)[number]) => added.push({ ...element, task }) },
      createElement: () => ({}),
    };
    const requestAnimationFrame = (callback: () => void) => timers.push(callback);
    const setTimeout = (callback: () => void) => timers.push(callback);
    new Function('document', 'requestAnimationFrame', 'setTimeout', script.replace(/<\/?script>/g, ''))(
      document,
      requestAnimationFrame,
      setTimeout,
    );
    while (timers.length > 0) {
      task += 1;
      timers.shift()!();
    }
    return added;
  }

  it('preloads every chunk, a few per task, then runs the entry once, last', () => {
    const added = run(deferredBootScript('/assets/index.js', chunks));
    const preloads = added.filter((element) => element.rel === 'modulepreload');
    expect(preloads.map((element) => element.href)).toEqual(chunks);
    const perTask = new Map<number, number>();
    for (const { task } of preloads) perTask.set(task, (perTask.get(task) ?? 0) + 1);
    expect([...perTask.values()]).toEqual([PRELOADS_PER_TASK, PRELOADS_PER_TASK, 1]);
    const entries = added.filter((element) => element.type === 'module');
    expect(entries).toEqual([{ type: 'module', src: '/assets/index.js', task: preloads.at(-1)!.task }]);
    expect(added.at(-1)).toBe(added.find((element) => element.type === 'module'));
  });

  it('starts once, after the next frame or after 500 ms without one', () => {
    const script = deferredBootScript('/assets/index.js', chunks);
    expect(script).toContain('requestAnimationFrame(function(){setTimeout(boot,0)});setTimeout(boot,500)');
    expect(script).toContain('function boot(){if(!done++)add(0)}');
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
