import styled, { css } from 'styled-components';
import { RENDER_ALL_SECTIONS_ATTRIBUTE } from '@cvc/web';

/**
 * The height an off-screen section is taken to have until the browser first lays it out: about a section's on a
 * phone. Once laid out, the browser keeps its true height (`auto`), so the page never shrinks back.
 */
export const SECTION_PLACEHOLDER_HEIGHT = '800px';

/**
 * Rules for a holder whose child sections the browser may skip (no style, layout or paint) while they are far
 * from the viewport: a long page then lays out what is on screen only before its first paint. Found by
 * find-in-page, reachable by keyboard and read by screen readers as before; off while <html> carries
 * RENDER_ALL_SECTIONS_ATTRIBUTE.
 */
export const skippedWhileOffscreen = css`
  :root:not([${RENDER_ALL_SECTIONS_ATTRIBUTE}]) & > * {
    content-visibility: auto;
    contain-intrinsic-size: auto ${SECTION_PLACEHOLDER_HEIGHT};
  }
`;

/** Lays out every section at its true height from now on, so positions on the page are final. */
function renderAllSections(): void {
  document.documentElement.setAttribute(RENDER_ALL_SECTIONS_ATTRIBUTE, '');
}

/**
 * Scrolls to an element once every section above it has its true height: a smooth scroll aimed while they were
 * at their placeholder height would land that far off.
 */
export function scrollIntoViewRendered(element: Element, options: ScrollIntoViewOptions): void {
  renderAllSections();
  element.scrollIntoView(options);
}

/**
 * Holds a page's sections without a box of its own (they lay out as the page's), optionally skipped by the
 * browser while off-screen.
 */
export const SectionHolder = styled.div<{ $skipWhileOffscreen: boolean }>`
  display: contents;
  ${({ $skipWhileOffscreen }) => $skipWhileOffscreen && skippedWhileOffscreen}
`;
