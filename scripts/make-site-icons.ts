/**
 * Writes the site's and the console's icons and manifests (scripts/lib/site-icons.ts) into site/public and
 * admin/public. Run it once after changing the mark (`npx tsx scripts/make-site-icons.ts`) and commit what it
 * writes: the PNGs are drawn by the system Chromium the browser tests use (or CHROMIUM_PATH), so the build needs
 * neither a browser nor an image library.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT } from './lib/emulators';
import {
  ICON_FILES,
  ICO_SIZES,
  PNG_ICONS,
  icoOf,
  manifestFiles,
  markSvg,
  type MarkShape,
} from './lib/site-icons';

const SITE_PUBLIC = join(ROOT, 'site', 'public');
const CONSOLE_PUBLIC = join(ROOT, 'admin', 'public');

function write(dir: string, path: string, content: string | Buffer) {
  const file = join(dir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  const render = async (shape: MarkShape, size: number) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<body style="margin:0">${markSvg(shape, size)}</body>`);
    return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  };
  write(SITE_PUBLIC, ICON_FILES.svg, markSvg('tile'));
  for (const { file, size, shape } of PNG_ICONS) write(SITE_PUBLIC, file, await render(shape, size));
  const images = [];
  for (const size of ICO_SIZES) images.push({ size, png: await render('tile', size) });
  write(SITE_PUBLIC, ICON_FILES.ico, icoOf(images));
} finally {
  await browser.close();
}
const manifests = manifestFiles();
for (const [path, json] of Object.entries(manifests.site)) write(SITE_PUBLIC, path, json);
write(CONSOLE_PUBLIC, '/manifest.webmanifest', manifests.console);
process.stdout.write('icons and manifests written into site/public and admin/public\n');
