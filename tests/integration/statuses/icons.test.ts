import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@cvc/domain';
import { localizedPath } from '@cvc/web';
import { ICON_FILES, manifestPath, pngSize, type WebManifest } from '../../../scripts/lib/site-icons';
import { hostingUrl } from '../../support/emulators';

// The icons and manifests as Hosting serves them, and the heads that name them: every language's pages (a
// prerendered not-found page and pages rendered per request alike) and the console's two pages.

const TYPES: Record<string, RegExp> = {
  [ICON_FILES.ico]: /^image\/(x-icon|vnd\.microsoft\.icon)/,
  [ICON_FILES.svg]: /^image\/svg\+xml/,
  [ICON_FILES.appleTouch]: /^image\/png/,
  [ICON_FILES.png192]: /^image\/png/,
  [ICON_FILES.png512]: /^image\/png/,
  [ICON_FILES.maskable512]: /^image\/png/,
};

async function head(path: string): Promise<string> {
  const html = await (await fetch(hostingUrl(path))).text();
  return html.slice(0, html.indexOf('</head>'));
}

describe('icons', () => {
  it.each(Object.entries(TYPES))('%s is served with its type', async (path, type) => {
    const response = await fetch(hostingUrl(path));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(type);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('the apple-touch-icon is a 180×180 PNG', async () => {
    const png = Buffer.from(await (await fetch(hostingUrl(ICON_FILES.appleTouch))).arrayBuffer());
    expect(pngSize(png)).toEqual({ width: 180, height: 180 });
  });

  it('every language’s pages link the icons and their language’s manifest', async () => {
    for (const language of LANGUAGES) {
      for (const path of ['/', '/noticias', '/enquete']) {
        const tags = await head(localizedPath(language, path));
        const at = `${language} ${path}`;
        expect(tags, at).toContain(`<link rel="icon" href="${ICON_FILES.ico}" sizes="16x16 32x32 48x48"`);
        expect(tags, at).toContain(`<link rel="icon" href="${ICON_FILES.svg}" type="image/svg+xml"`);
        expect(tags, at).toContain(`<link rel="apple-touch-icon" href="${ICON_FILES.appleTouch}"`);
        expect(tags, at).toContain(`<link rel="manifest" href="${manifestPath(language)}">`);
      }
    }
  });

  it('the console’s pages link the icons and the console’s manifest', async () => {
    for (const path of ['/admin/', '/admin/login']) {
      const tags = await head(path);
      expect(tags, path).toContain(`<link rel="icon" href="${ICON_FILES.svg}" type="image/svg+xml"`);
      expect(tags, path).toContain(`<link rel="icon" href="${ICON_FILES.ico}"`);
      expect(tags, path).toContain(`<link rel="apple-touch-icon" href="${ICON_FILES.appleTouch}"`);
      expect(tags, path).toContain('<link rel="manifest" href="/admin/manifest.webmanifest"');
    }
  });
});

describe('manifests', () => {
  it.each([...LANGUAGES.map(manifestPath), '/admin/manifest.webmanifest'])(
    '%s parses, and every icon it names is served with its declared size',
    async (path) => {
      const response = await fetch(hostingUrl(path));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      const manifest = (await response.json()) as WebManifest;
      expect(manifest.name).toBeTruthy();
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
      for (const icon of manifest.icons) {
        const file = await fetch(hostingUrl(icon.src));
        expect(file.status, icon.src).toBe(200);
        expect(file.headers.get('content-type')?.split(';')[0], icon.src).toBe(icon.type);
        if (icon.type === 'image/png') {
          const { width, height } = pngSize(Buffer.from(await file.arrayBuffer()));
          expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
        }
      }
    },
  );
});
