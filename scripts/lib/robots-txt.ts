// /robots.txt, written by the build (scripts/prerender-site.ts) beside the pages. It is a file because Cloud
// Functions answer /robots.txt with 404 before any code runs; it names the sitemap at the origin the build
// writes into every canonical address, so the deploy's configured origin is the one crawlers are sent to.
import { CONSOLE_BASE_PATH, SHELL_PATH_PREFIX, SITEMAP_PATH } from '@cvc/web';

/** Paths crawlers leave alone: the staff console, and the templates the render fills per request. */
export const DISALLOWED_PATHS = [CONSOLE_BASE_PATH, SHELL_PATH_PREFIX] as const;

/** `origin` as a scheme and host only (`https://www.example.org`), or a clear error naming the setting. */
export function originOnly(origin: string): string {
  let url: URL | undefined;
  try {
    url = new URL(origin);
  } catch {
    // Reported below with the setting's name.
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
    throw new Error(
      `The site's origin must be a scheme and host like https://www.example.org (VITE_SITE_ORIGIN), not "${origin}"`,
    );
  }
  return url.origin;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${originOnly(origin)}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}
