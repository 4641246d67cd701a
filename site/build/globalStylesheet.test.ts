import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_CSS } from '../src/styles/globalCss';
import { globalStylesheet } from './globalStylesheet';

const TEMPLATE =
  '<!doctype html><html lang="pt"><head><meta charset="UTF-8" /><title>t</title></head>' +
  '<body><div id="root"></div></body></html>';

describe('globalStylesheet', () => {
  let dir: string;
  let html: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'global-stylesheet-'));
    await writeFile(join(dir, 'index.html'), TEMPLATE);
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [globalStylesheet()],
      build: { outDir: join(dir, 'out') },
    });
    html = await readFile(join(dir, 'out', 'index.html'), 'utf8');
  }, 30_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("writes the base rules into Vite's built index.html once, as a style element in <head>", () => {
    expect(html.split('<style>')).toHaveLength(2);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<style>${GLOBAL_CSS}</style>`);
  });

  it('leaves the charset declaration first, within the first 1024 bytes', () => {
    expect(html.indexOf('<meta charset="UTF-8"')).toBeLessThan(html.indexOf('<style>'));
    expect(html.indexOf('<meta charset="UTF-8"')).toBeLessThan(1024);
  });
});
