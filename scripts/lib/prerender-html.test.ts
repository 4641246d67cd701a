import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@cvc/domain';
import { RENDER_ALL_SECTIONS_ATTRIBUTE, SHELL_PLACEHOLDERS, fillShell, type PrerenderedPage } from '@cvc/web';
import { ROOT } from './emulators';
import {
  BOOT_CHUNKS_ID,
  BOOT_WITHOUT_PAINT_MS,
  PRELOADS_PER_TASK,
  bootChunksData,
  bootChunksIn,
  deferredBootScript,
  inlineScripts,
  languageRedirectScript,
  prerenderedDocument,
  renderAfterMarkupScript,
  renderAllSectionsScript,
  shellDocument,
  staticShellDocument,
  templateInLanguage,
} from './prerender-html';

const TEMPLATE =
  '<!doctype html><html lang="pt"><head><meta charset="UTF-8" /><title>Associação de CVC</title>\n' +
  '    <meta name="description" content="Padrão" />\n' +
  '    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/react.js">\n' +
  '</head><body><div id="root"></div></body></html>';
const STYLE = '<style data-styled="true" data-styled-version="6.6.0">.a{color:red}</style>';
const PAGE: PrerenderedPage = {
  html: '<h1>Notícias</h1>',
  styleTags: STYLE,
  headTags: '<title>Notícias | Associação de CVC</title>',
  language: 'en',
};
/** The code of one inline script, without its tags, to run in a stand-in page. */
const scriptText = (script: string) => script.replace(/<\/?script>/g, '');

const OPTIONS = {
  language: 'en' as const,
  pageChunks: ['/assets/NewsListPage.js', '/assets/react.js'],
  preconnect: 'http://127.0.0.1:8080',
};

describe('prerenderedDocument', () => {
  const page = prerenderedDocument(TEMPLATE, PAGE, OPTIONS);

  it('puts the page inside an inert root, so nothing is tapped before the app can answer', () => {
    expect(page).toContain('<div id="root" inert><h1>Notícias</h1></div>');
  });

  it("puts the page's styled-components styles in <head>, where the browser's styled-components finds them", () => {
    expect(page).toContain(`${STYLE}</head>`);
  });

  it('says the page language from the first byte and keeps only the title and description the page wrote', () => {
    expect(page.startsWith('<!doctype html><html lang="en"><head><meta charset="UTF-8" /><script>')).toBe(true);
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Notícias | Associação de CVC</title>');
    expect(page).not.toContain('Padrão');
  });

  it('connects early to the data origin', () => {
    expect(page).toContain('<link rel="preconnect" href="http://127.0.0.1:8080" crossorigin>');
  });

  it("replaces Vite's script tags by the deferred boot of the entry and every chunk, each once", () => {
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).toContain(
      bootChunksData('/assets/index.js', ['/assets/react.js', '/assets/NewsListPage.js']) + deferredBootScript(),
    );
  });

  it('carries no inline script but the constant ones, whatever the page (data blocks are not run)', () => {
    const other = prerenderedDocument(
      TEMPLATE,
      { ...PAGE, html: '<p>x</p>', styleTags: '' },
      { language: 'pt', pageChunks: ['/a.js'] },
    );
    for (const html of [page, other]) {
      const classic = [...html.matchAll(/<script(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g)];
      expect(classic.map((match) => match[0])).toEqual(inlineScripts());
    }
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
    expect(() => prerenderedDocument(TEMPLATE, { ...PAGE, html: '', styleTags }, OPTIONS)).toThrow(
      'one <style> element',
    );
  });
});

describe('shellDocument', () => {
  const shell = shellDocument(TEMPLATE, { language: 'en', pageChunks: ['/assets/NewsListPage.js'] });

  it('holds each placeholder once: the page in the inert root, its styles and reads in <head>', () => {
    expect(shell).toContain(`<div id="root" inert>${SHELL_PLACEHOLDERS.html}</div>`);
    expect(shell).toContain(`${SHELL_PLACEHOLDERS.head}</head>`);
  });

  it('is the prerendered document once filled with the same page', () => {
    const options = { language: 'en' as const, pageChunks: ['/assets/NewsListPage.js'] };
    expect(fillShell(shell, PAGE)).toBe(prerenderedDocument(TEMPLATE, PAGE, options));
  });

  it('connects to the data origin only when asked', () => {
    expect(shell).not.toContain('rel="preconnect"');
  });
});

describe('staticShellDocument', () => {
  const shell = staticShellDocument(TEMPLATE, 'es');

  it('runs nothing: no script, no module preload, and a root that is not inert', () => {
    const filled = fillShell(shell, { ...PAGE, language: 'es' });
    expect(filled).not.toContain('<script');
    expect(filled).not.toContain('modulepreload');
    expect(filled).toContain('<div id="root"><h1>Notícias</h1></div>');
  });

  it("keeps the template's head, in the page's language, with the page's own tags and styles", () => {
    expect(shell).toBe(
      '<!doctype html><html lang="es"><head><meta charset="UTF-8" />' +
        `${SHELL_PLACEHOLDERS.head}</head><body><div id="root">${SHELL_PLACEHOLDERS.html}</div></body></html>`,
    );
  });
});

describe('deferredBootScript', () => {
  const chunks = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, index) => `/assets/c${index}.js`);

  /**
   * Loads the script into a stand-in document whose root has content or not, in a browser with paint timing
   * or without. Timers and frames queue until `runTasks` runs them one at a time, as the browser's tasks would;
   * `paint` reports paint entries to the script's observer.
   */
  function load({ content, paintTiming }: { content: boolean; paintTiming: boolean }) {
    const queue: { run: () => void; delay: number }[] = [];
    const added: { rel?: string; href?: string; type?: string; src?: string; task: number }[] = [];
    let task = 0;
    let onPaint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const data = bootChunksData('/assets/index.js', chunks);
    const document = {
      head: { appendChild: (element: (typeof added)[number]) => added.push({ ...element, task }) },
      createElement: () => ({}),
      getElementById: (id: string) =>
        id === 'root'
          ? { hasChildNodes: () => content }
          : id === BOOT_CHUNKS_ID
            ? { textContent: data.replace(/^<script[^>]*>|<\/script>$/g, '') }
            : null,
    };
    const requestAnimationFrame = (run: () => void) => queue.push({ run, delay: 0 });
    const setTimeout = (run: () => void, delay: number) => queue.push({ run, delay });
    class PerformanceObserver {
      constructor(callback: typeof onPaint) {
        onPaint = callback;
      }
      observe(options: unknown) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
    }
    const script = scriptText(deferredBootScript());
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', script)(
      document,
      requestAnimationFrame,
      setTimeout,
      paintTiming ? PerformanceObserver : undefined,
    );
    return {
      added,
      /** Runs queued tasks, the ones they queue too, except a timer of `skipDelay` ms (a fallback). */
      runTasks(skipDelay?: number) {
        const kept = queue.filter((entry) => entry.delay === skipDelay);
        let next: (typeof queue)[number] | undefined;
        while ((next = queue.find((entry) => !kept.includes(entry)))) {
          queue.splice(queue.indexOf(next), 1);
          task += 1;
          next.run();
        }
      },
      paint(...names: string[]) {
        onPaint?.({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
      },
    };
  }

  it('preloads every chunk, PRELOADS_PER_TASK (one) per task, then runs the entry once, last', () => {
    const page = load({ content: false, paintTiming: true });
    page.runTasks();
    const preloads = page.added.filter((element) => element.rel === 'modulepreload');
    expect(preloads.map((element) => element.href)).toEqual(chunks);
    const perTask = new Map<number, number>();
    for (const { task } of preloads) perTask.set(task, (perTask.get(task) ?? 0) + 1);
    expect(PRELOADS_PER_TASK).toBe(1);
    expect([...perTask.values()]).toEqual([1, 1, 1]);
    const entries = page.added.filter((element) => element.type === 'module');
    expect(entries).toEqual([{ type: 'module', src: '/assets/index.js', task: preloads.at(-1)!.task }]);
    expect(page.added.at(-1)).toBe(page.added.find((element) => element.type === 'module'));
  });

  it('starts at the next frame when the root is empty, without waiting for a paint', () => {
    const page = load({ content: false, paintTiming: true });
    page.runTasks(BOOT_WITHOUT_PAINT_MS);
    expect(page.added.filter((element) => element.type === 'module')).toHaveLength(1);
  });

  it('with a page in the root, starts once its content has painted, not at a first paint without it', () => {
    const page = load({ content: true, paintTiming: true });
    page.runTasks(BOOT_WITHOUT_PAINT_MS);
    page.paint('first-paint');
    page.runTasks(BOOT_WITHOUT_PAINT_MS);
    expect(page.added).toEqual([]);
    page.paint('first-paint', 'first-contentful-paint');
    page.runTasks(BOOT_WITHOUT_PAINT_MS);
    expect(page.added.filter((element) => element.type === 'module')).toHaveLength(1);
  });

  it('starts after BOOT_WITHOUT_PAINT_MS in a tab that paints nothing, and only once when the paint comes after', () => {
    const page = load({ content: true, paintTiming: true });
    page.runTasks();
    expect(page.added.filter((element) => element.rel === 'modulepreload')).toHaveLength(chunks.length);
    page.paint('first-contentful-paint');
    page.runTasks();
    expect(page.added.filter((element) => element.type === 'module')).toHaveLength(1);
  });

  it('falls back to the next frame in a browser without paint timing', () => {
    const page = load({ content: true, paintTiming: false });
    page.runTasks(BOOT_WITHOUT_PAINT_MS);
    expect(page.added.filter((element) => element.type === 'module')).toHaveLength(1);
  });
});

describe('bootChunksData', () => {
  it('names the entry and the chunks as JSON the boot script reads, with < escaped so no tag can close early', () => {
    const block = bootChunksData('/assets/index.js', ['/assets/a.js', '/x</script><script>alert(1)//.js']);
    expect(block.startsWith(`<script type="application/json" id="${BOOT_CHUNKS_ID}">`)).toBe(true);
    expect(block.match(/</g)).toHaveLength(2);
    const json = block.replace(/^<script[^>]*>|<\/script>$/g, '');
    expect(JSON.parse(json)).toEqual({
      entry: '/assets/index.js',
      chunks: ['/assets/a.js', '/x</script><script>alert(1)//.js'],
    });
  });
});

describe('bootChunksIn', () => {
  it('reads back what bootChunksData wrote in a page, escaped < included, and null from a page without it', () => {
    const chunks = ['/assets/a.js', '/x</script>.js'];
    const page = `<div id="root"></div>${bootChunksData('/assets/index.js', chunks)}${deferredBootScript()}`;
    expect(bootChunksIn(page)).toEqual({ entry: '/assets/index.js', chunks });
    expect(bootChunksIn('<div id="root"></div>')).toBeNull();
  });
});

describe('languageRedirectScript', () => {
  /** Runs the script on a page in `lang` at `url`, with `stored` under the site's key; the address it sends to. */
  function redirectFrom(lang: string, url: string, stored: string | null): string | null {
    const { pathname, search, hash } = new URL(url, 'https://cvc.test');
    let sentTo: string | null = null;
    const location = { pathname, search, hash, replace: (to: string) => (sentTo = to) };
    const localStorage = { getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? stored : null) };
    const document = { documentElement: { lang } };
    const script = scriptText(languageRedirectScript());
    new Function('location', 'localStorage', 'document', script)(location, localStorage, document);
    return sentTo;
  }

  it('sends a visitor whose stored language differs to the same page at theirs, keeping query and hash', () => {
    expect(redirectFrom('pt-BR', '/noticias?page=2#fim', 'en')).toBe('/en/noticias?page=2#fim');
    expect(redirectFrom('pt-BR', '/', 'es')).toBe('/es');
    expect(redirectFrom('en', '/en/artigo/a', 'pt')).toBe('/artigo/a');
    expect(redirectFrom('es', '/es', 'en')).toBe('/en');
    expect(redirectFrom('en', '/en?event=x', 'pt')).toBe('/?event=x');
  });

  it('leaves the address alone with no choice, the same choice or one it does not know', () => {
    expect(redirectFrom('pt-BR', '/noticias', null)).toBeNull();
    expect(redirectFrom('pt-BR', '/noticias', 'pt')).toBeNull();
    expect(redirectFrom('en', '/en/noticias', 'en')).toBeNull();
    expect(redirectFrom('pt-BR', '/noticias', 'fr')).toBeNull();
    expect(redirectFrom('pt-BR', '/noticias', 'hasOwnProperty')).toBeNull();
  });
});

describe('renderAllSectionsScript', () => {
  /** Runs the script at `url` reached by a navigation of `type`; whether it asked for every section laid out. */
  function rendersAll(url: string, type: string | undefined): boolean {
    const { hash } = new URL(url, 'https://cvc.test');
    const attributes = new Map<string, string>();
    const document = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
    const performance = { getEntriesByType: (kind: string) => (kind === 'navigation' && type ? [{ type }] : []) };
    const script = scriptText(renderAllSectionsScript());
    new Function('location', 'document', 'performance', script)({ hash }, document, performance);
    return attributes.get(RENDER_ALL_SECTIONS_ATTRIBUTE) === '';
  }

  it('lays out every section for a fragment, a reload and a move back or forward: the browser scrolls there', () => {
    expect(rendersAll('/#comites', 'navigate')).toBe(true);
    expect(rendersAll('/en', 'reload')).toBe(true);
    expect(rendersAll('/es', 'back_forward')).toBe(true);
  });

  it('leaves the sections off screen to the browser on a plain visit, and where navigation timing is missing', () => {
    expect(rendersAll('/', 'navigate')).toBe(false);
    expect(rendersAll('/?event=e1', 'navigate')).toBe(false);
    expect(rendersAll('/', 'prerender')).toBe(false);
    expect(rendersAll('/', undefined)).toBe(false);
  });

  it('comes right after the language redirect, before anything in <head> can lay the page out', () => {
    expect(templateInLanguage(TEMPLATE, 'pt')).toContain(
      `<meta charset="UTF-8" />${languageRedirectScript()}${renderAllSectionsScript()}`,
    );
  });
});

describe('renderAfterMarkupScript', () => {
  /** Runs the script in a stand-in document; the links it left in <head>, and the document's listeners. */
  function runIn() {
    const links: Array<{ rel: string; href: string; attributes: Map<string, string>; remove: () => void }> = [];
    const listeners = new Map<string, () => void>();
    const document = {
      createElement: (tag: string) => {
        expect(tag).toBe('link');
        const link = {
          rel: '',
          href: '',
          attributes: new Map<string, string>(),
          setAttribute: (name: string, value: string) => link.attributes.set(name, value),
          remove: () => links.splice(links.indexOf(link), 1),
        };
        return link;
      },
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    };
    new Function('document', scriptText(renderAfterMarkupScript()))(document);
    return { links, listeners };
  }

  it('holds the first frame until the boot data has been parsed, with a render-blocking expect link', () => {
    const { links } = runIn();
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ rel: 'expect', href: `#${BOOT_CHUNKS_ID}` });
    expect(links[0]!.attributes.get('blocking')).toBe('render');
  });

  it('takes the link out once parsing is over, so the live document is valid HTML', () => {
    const { links, listeners } = runIn();
    listeners.get('DOMContentLoaded')!();
    expect(links).toEqual([]);
  });

  it('names an element that follows the whole page, and runs in <head> while <body> does not exist yet', () => {
    const document = prerenderedDocument(TEMPLATE, PAGE, OPTIONS);
    expect(document.indexOf(`id="${BOOT_CHUNKS_ID}"`)).toBeGreaterThan(document.indexOf('<h1>Notícias</h1></div>'));
    expect(document.indexOf(renderAfterMarkupScript())).toBeLessThan(document.indexOf('<body>'));
    expect(document.indexOf(renderAfterMarkupScript())).toBeGreaterThan(0);
  });
});

describe('firebase.json', () => {
  const hosting = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).hosting as {
    cleanUrls?: boolean;
  };

  it('serves x.html at /x, where the prerender writes each route', () => {
    expect(hosting.cleanUrls).toBe(true);
  });
});
