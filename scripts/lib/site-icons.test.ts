import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@cvc/domain';
import { ROOT } from './emulators';
import {
  CONSOLE_NAME,
  ICON_FILES,
  ICO_SIZES,
  MARK_COLORS,
  PNG_ICONS,
  SITE_NAMES,
  icoOf,
  manifestFiles,
  manifestPath,
  markSvg,
  pngSize,
  siteManifest,
  withManifestOf,
} from './site-icons';

const sitePublic = (path: string) => readFileSync(join(ROOT, 'site', 'public', path));
const source = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The images an .ico holds: each entry's size and its PNG. */
function icoImages(ico: Buffer) {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const length = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    return { size: ico.readUInt8(entry) || 256, png: ico.subarray(offset, offset + length) };
  });
}

describe('the mark', () => {
  it('uses the site theme’s navy, blue and accent, as the header’s tile does', () => {
    const theme = source('site/src/styles/theme.ts');
    expect(theme).toContain(`navy: '${MARK_COLORS.navy}'`);
    expect(theme).toContain(`primary: '${MARK_COLORS.primary}'`);
    expect(theme).toContain(`accent: '${MARK_COLORS.accent}'`);
    const svg = markSvg('tile');
    for (const color of Object.values(MARK_COLORS)) expect(svg).toContain(`"${color}"`);
  });

  it('is rounded as a tile, full bleed for iOS and maskable icons, the maskable letters inside the safe circle', () => {
    expect(markSvg('tile')).toContain('rx="10"');
    expect(markSvg('square')).toContain('rx="0"');
    expect(markSvg('maskable')).toContain('rx="0"');
    expect(markSvg('maskable')).toContain('scale(.75)');
    expect(markSvg('tile', 180)).toContain('width="180" height="180"');
    // Letters as strokes: no font can change them.
    expect(markSvg('tile')).not.toContain('<text');
  });
});

describe('the committed icons', () => {
  it('are what scripts/make-site-icons.ts writes now (run it after changing the mark)', () => {
    expect(sitePublic(ICON_FILES.svg).toString('utf8')).toBe(markSvg('tile'));
    const manifests = manifestFiles();
    for (const [path, json] of Object.entries(manifests.site)) expect(sitePublic(path).toString('utf8')).toBe(json);
    expect(source('admin/public/manifest.webmanifest')).toBe(manifests.console);
  });

  it('are PNGs of the sizes they are declared at, and favicon.ico holds 16, 32 and 48', () => {
    for (const { file, size } of PNG_ICONS) {
      expect(pngSize(sitePublic(file)), file).toEqual({ width: size, height: size });
    }
    expect(PNG_ICONS.find((icon) => icon.file === ICON_FILES.appleTouch)?.size).toBe(180);
    const images = icoImages(sitePublic(ICON_FILES.ico));
    expect(images.map(({ size }) => size)).toEqual([...ICO_SIZES]);
    for (const { size, png } of images) expect(pngSize(png)).toEqual({ width: size, height: size });
  });
});

describe('icoOf', () => {
  it('writes the header, one entry per image pointing at it, then the images', () => {
    const small = Buffer.from('small');
    const big = Buffer.from('bigger image');
    const ico = icoOf([
      { size: 16, png: small },
      { size: 256, png: big },
    ]);
    expect(ico.length).toBe(6 + 32 + small.length + big.length);
    const images = icoImages(ico);
    expect(images.map(({ size, png }) => [size, png.toString()])).toEqual([
      [16, 'small'],
      [256, 'bigger image'],
    ]);
    // 32 bits per pixel, one plane.
    expect(ico.readUInt16LE(6 + 4)).toBe(1);
    expect(ico.readUInt16LE(6 + 6)).toBe(32);
  });

  it('refuses an image an .ico cannot hold', () => {
    expect(() => icoOf([{ size: 512, png: Buffer.from('x') }])).toThrow(
      'An icon image is 1 to 256 pixels wide, not 512',
    );
  });
});

describe('the manifests', () => {
  it('name the site in each language as its messages do, and start at that language’s home', () => {
    for (const language of LANGUAGES) {
      const messages = source(`site/src/i18n/${language}.ts`);
      const manifest = siteManifest(language);
      expect(messages).toContain(`siteName: '${manifest.name}'`);
      expect(messages.replace(/\s+/g, ' ')).toContain(`description: '${manifest.description}'`);
      expect(manifest.name).toBe(SITE_NAMES[language].name);
    }
    expect(siteManifest('pt')).toMatchObject({ lang: 'pt-BR', start_url: '/', scope: '/' });
    expect(siteManifest('en')).toMatchObject({ lang: 'en', start_url: '/en', scope: '/' });
    expect(siteManifest('es')).toMatchObject({ lang: 'es', start_url: '/es', scope: '/' });
    expect(manifestPath('pt')).toBe('/manifest.webmanifest');
    expect(manifestPath('es')).toBe('/es/manifest.webmanifest');
  });

  it('colour the browser’s bar with the theme’s navy, for the site and the console', () => {
    const manifests = manifestFiles();
    for (const json of [...Object.values(manifests.site), manifests.console]) {
      expect((JSON.parse(json) as { theme_color: string }).theme_color).toBe(MARK_COLORS.navy);
    }
    // The pages say the same before any manifest is read.
    for (const html of ['site/index.html', 'admin/index.html', 'admin/login.html']) {
      expect(source(html)).toContain(`<meta name="theme-color" content="${MARK_COLORS.navy}" />`);
    }
  });

  it('keep the console’s in /admin/, under the title its pages carry', () => {
    const console = JSON.parse(manifestFiles().console) as { name: string; start_url: string; scope: string };
    expect(console).toMatchObject({ name: CONSOLE_NAME, start_url: '/admin/', scope: '/admin/' });
    expect(source('admin/index.html')).toContain(`<title>${CONSOLE_NAME}</title>`);
  });

  it('name icons that exist, with their real sizes and a maskable one', () => {
    const icons = siteManifest('pt').icons;
    for (const icon of icons) {
      const file = sitePublic(icon.src);
      if (icon.type === 'image/png') {
        const [width, height] = icon.sizes.split('x').map(Number);
        expect(pngSize(file), icon.src).toEqual({ width, height });
      } else {
        expect(file.toString('utf8')).toMatch(/^<svg /);
      }
    }
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });
});

describe('withManifestOf', () => {
  const template = '<head><link rel="manifest" href="/manifest.webmanifest" /><title>x</title></head>';

  it('links the language’s manifest', () => {
    expect(withManifestOf(template, 'en')).toBe(
      '<head><link rel="manifest" href="/en/manifest.webmanifest"><title>x</title></head>',
    );
    expect(withManifestOf(template, 'pt')).toContain('href="/manifest.webmanifest"');
  });

  it('refuses a template without exactly one manifest link, so the build stops rather than ship pages without', () => {
    expect(() => withManifestOf('<head></head>', 'es')).toThrow('The page template must link /manifest.webmanifest once');
    expect(() => withManifestOf(template + template, 'es')).toThrow();
  });
});
