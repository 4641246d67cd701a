/**
 * A prerendered page (scripts/prerender-site.ts) arrives as HTML and styles, so it paints before any JavaScript
 * runs; the app then hydrates it. Until then its root is inert: a tap on a button with no handler yet would be
 * lost, so the page becomes operable all at once, when the app has taken it over.
 */
export function releasePrerenderedPage(container: HTMLElement): void {
  container.removeAttribute('inert');
}
