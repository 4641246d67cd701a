/**
 * A site path (or a URL) as an absolute URL on this origin. Called when the address is used (a share, a meta
 * tag), never while rendering: a server render has no window.
 */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, window.location.origin).href;
}
