import { describe, expect, it } from 'vitest';
import { GLOBAL_CSS } from './globalCss';
import { theme } from './theme';

describe('GLOBAL_CSS', () => {
  it("takes the theme's values: the header's height, the body's font and colours, the focus ring", () => {
    expect(GLOBAL_CSS).toContain(`scroll-padding-top: ${theme.layout.headerHeight};`);
    expect(GLOBAL_CSS).toContain(`font-family: ${theme.font.body};`);
    expect(GLOBAL_CSS).toContain(`color: ${theme.colors.text};`);
    expect(GLOBAL_CSS).toContain(`background: ${theme.colors.surface};`);
    expect(GLOBAL_CSS).toContain(`:focus-visible { outline: 3px solid ${theme.colors.accent};`);
  });

  it('stops smooth scrolling, transitions and animations for a visitor who asks for less motion', () => {
    expect(GLOBAL_CSS).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{html \{ scroll-behavior: auto; \}.*animation: none !important; \}\}$/,
    );
  });

  it('is one line of balanced rules, with no selector more specific than a class', () => {
    expect(GLOBAL_CSS).not.toContain('\n');
    expect(GLOBAL_CSS.split('{').length).toBe(GLOBAL_CSS.split('}').length);
    const selectors = [...GLOBAL_CSS.matchAll(/([^{};]+)\{/g)].map((match) => match[1]!.trim());
    expect(selectors).toContain('.visually-hidden');
    for (const selector of selectors) expect(selector).not.toMatch(/#|\.[\w-]+[.:[]|\[/);
  });
});
