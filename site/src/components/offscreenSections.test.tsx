// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { afterEach, expect, it } from 'vitest';
import { RENDER_ALL_SECTIONS_ATTRIBUTE } from '@cvc/web';
import { HydrateNearViewport } from './HydrateNearViewport';
import { SECTION_PLACEHOLDER_HEIGHT, scrollIntoViewRendered } from './offscreenSections';

/** The CSS the server writes for one holder around a section, without styled-components' markers. */
function cssOf(element: React.ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(element));
    return sheet.getStyleTags().replace(/\/\*!sc\*\//g, '');
  } finally {
    sheet.seal();
  }
}

afterEach(() => document.documentElement.removeAttribute(RENDER_ALL_SECTIONS_ATTRIBUTE));

it('lets the browser skip the sections of a holder that asks, until <html> asks for every section', () => {
  const css = cssOf(
    <HydrateNearViewport skipWhileOffscreen>
      <section />
    </HydrateNearViewport>,
  );
  expect(css).toMatch(
    new RegExp(
      String.raw`:root:not\(\[${RENDER_ALL_SECTIONS_ATTRIBUTE}\]\) \.[\w-]+>\*\{content-visibility:auto;` +
        String.raw`contain-intrinsic-size:auto ${SECTION_PLACEHOLDER_HEIGHT};\}`,
    ),
  );
});

it('skips nothing in a holder that does not ask (a list card, whose height no placeholder fits)', () => {
  const css = cssOf(
    <HydrateNearViewport>
      <article />
    </HydrateNearViewport>,
  );
  expect(css).toContain('display:contents');
  expect(css).not.toContain('content-visibility');
});

it('asks for every section at its true height before a scroll is aimed, so it lands on its element', () => {
  const target = document.createElement('section');
  const seen: (string | null)[] = [];
  target.scrollIntoView = () =>
    seen.push(document.documentElement.getAttribute(RENDER_ALL_SECTIONS_ATTRIBUTE));
  scrollIntoViewRendered(target, { behavior: 'smooth', block: 'start' });
  expect(seen).toEqual(['']);
});
