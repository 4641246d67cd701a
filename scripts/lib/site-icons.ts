import { HTML_LANG, LANGUAGE_PATH_PREFIX } from '@cvc/web';
import { LANGUAGES, type Language } from '@cvc/domain';

// The icons of the site and the console, drawn from the association's mark (site/src/components/Brand.tsx: the
// "CVC" monogram in the accent colour on a navy-to-blue tile), and the web manifests that name them.
// scripts/make-site-icons.ts writes them into site/public and admin/public once; the files are committed.

/** The site's theme colours the mark uses (site/src/styles/theme.ts; a site test keeps them equal). */
export const MARK_COLORS = { navy: '#0b1f3a', primary: '#1d4ed8', accent: '#f59e0b' } as const;

/** The site's name and description in each language (the site's meta messages; a site test keeps them equal). */
export const SITE_NAMES: Readonly<Record<Language, { name: string; description: string }>> = {
  pt: {
    name: 'Associação de CVC',
    description:
      'Associação Brasileira de Corporate Venture Capital: notícias, relatórios, eventos e programas.',
  },
  en: {
    name: 'CVC Association',
    description: 'Brazilian Association of Corporate Venture Capital: news, reports, events and programs.',
  },
  es: {
    name: 'Asociación de CVC',
    description:
      'Asociación Brasileña de Corporate Venture Capital: noticias, informes, eventos y programas.',
  },
};

/** The console's name, in Portuguese like the console itself (admin/index.html's title). */
export const CONSOLE_NAME = 'Painel administrativo';

/** Where each file is served; the console links the site's own icons. */
export const ICON_FILES = {
  svg: '/icon.svg',
  ico: '/favicon.ico',
  appleTouch: '/apple-touch-icon.png',
  png192: '/icon-192.png',
  png512: '/icon-512.png',
  maskable512: '/icon-maskable-512.png',
} as const;

/** The PNGs and the sizes they are rendered at; iOS asks for 180×180, manifests for 192 and 512. */
export const PNG_ICONS = [
  { file: ICON_FILES.appleTouch, size: 180, shape: 'square' },
  { file: ICON_FILES.png192, size: 192, shape: 'tile' },
  { file: ICON_FILES.png512, size: 512, shape: 'tile' },
  { file: ICON_FILES.maskable512, size: 512, shape: 'maskable' },
] as const;

/** The sizes inside favicon.ico: tabs ask for 16 and 32, Windows' shortcuts 48. */
export const ICO_SIZES = [16, 32, 48] as const;

/** `tile`: rounded like the header's; `square`: full bleed (iOS rounds it itself, and paints corners black);
 * `maskable`: full bleed with the letters inside the safe circle Android crops to. */
export type MarkShape = 'tile' | 'square' | 'maskable';

/**
 * The mark on a 40-unit tile, as the header draws it, with the letters as strokes rather than text so every
 * browser draws the same icon whatever fonts it has. `size` sets the SVG's width and height.
 */
export function markSvg(shape: MarkShape, size?: number): string {
  const { navy, primary, accent } = MARK_COLORS;
  const dimensions = size ? ` width="${size}" height="${size}"` : '';
  const letters =
    '<path d="M11.55 16.18A2.9 5.4 0 1 0 11.55 23.82M17.1 14.6 20 25.4 22.9 14.6M32.55 16.18A2.9 5.4 0 1 0 32.55 23.82"/>';
  const scaled = shape === 'maskable' ? `<g transform="translate(20 20) scale(.75) translate(-20 -20)">${letters}</g>` : letters;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"${dimensions}>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${navy}"/><stop offset="1" stop-color="${primary}"/></linearGradient></defs>` +
    `<rect width="40" height="40" rx="${shape === 'tile' ? 10 : 0}" fill="url(#g)"/>` +
    `<g fill="none" stroke="${accent}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round">` +
    `${scaled}</g></svg>\n`
  );
}

export interface WebManifest {
  name: string;
  short_name: string;
  description?: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'minimal-ui' | 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: 'any' | 'maskable' }[];
}

const MANIFEST_ICONS: WebManifest['icons'] = [
  { src: ICON_FILES.svg, sizes: 'any', type: 'image/svg+xml' },
  { src: ICON_FILES.png192, sizes: '192x192', type: 'image/png' },
  { src: ICON_FILES.png512, sizes: '512x512', type: 'image/png' },
  { src: ICON_FILES.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** Where a language's pages link their manifest: `/manifest.webmanifest`, `/en/manifest.webmanifest`… */
export function manifestPath(language: Language): string {
  return `${LANGUAGE_PATH_PREFIX[language]}/manifest.webmanifest`;
}

/** The site's manifest in `language`: its name, its home as the start, the theme's navy for the browser's bar. */
export function siteManifest(language: Language): WebManifest {
  return {
    name: SITE_NAMES[language].name,
    short_name: 'CVC',
    description: SITE_NAMES[language].description,
    lang: HTML_LANG[language],
    dir: 'ltr',
    start_url: LANGUAGE_PATH_PREFIX[language] || '/',
    // The whole site, so moving between languages stays in the installed window.
    scope: '/',
    display: 'minimal-ui',
    background_color: '#ffffff',
    theme_color: MARK_COLORS.navy,
    icons: MANIFEST_ICONS,
  };
}

/** The console's manifest: it opens at /admin/ and keeps to it. */
export function consoleManifest(): WebManifest {
  return {
    name: CONSOLE_NAME,
    short_name: 'Painel CVC',
    lang: HTML_LANG.pt,
    dir: 'ltr',
    start_url: '/admin/',
    scope: '/admin/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: MARK_COLORS.navy,
    icons: MANIFEST_ICONS,
  };
}

/** Every manifest file to write, by its path under the public folder it belongs to. */
export function manifestFiles(): { site: Record<string, string>; console: string } {
  const json = (manifest: WebManifest) => `${JSON.stringify(manifest, null, 2)}\n`;
  return {
    site: Object.fromEntries(LANGUAGES.map((language) => [manifestPath(language), json(siteManifest(language))])),
    console: json(consoleManifest()),
  };
}

/**
 * An .ico holding each PNG as it is (Vista's format, which every browser reads): a 6-byte header, a 16-byte
 * entry per image (its size, 0 meaning 256; bits per pixel; length; offset), then the images.
 */
export function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    if (size < 1 || size > 256) throw new Error(`An icon image is 1 to 256 pixels wide, not ${size}`);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/** A PNG's width and height, from its IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.subarray(1, 4).toString('latin1') !== 'PNG' || png.subarray(12, 16).toString('latin1') !== 'IHDR') {
    throw new Error('Not a PNG');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const MANIFEST_LINK = /<link rel="manifest" href="\/manifest\.webmanifest"\s*\/?>/g;

/** The site's page template (site/index.html as built) linking `language`'s manifest instead of Portuguese's. */
export function withManifestOf(template: string, language: Language): string {
  if ((template.match(MANIFEST_LINK) ?? []).length !== 1) {
    throw new Error('The page template must link /manifest.webmanifest once');
  }
  return template.replace(MANIFEST_LINK, `<link rel="manifest" href="${manifestPath(language)}">`);
}
