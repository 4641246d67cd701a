import { createTheme, decomposeColor, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { CHART_COLORS, CONSOLE_COLORS, consoleTheme } from './theme';

/** `color` at `opacity` laid over the opaque `background`, as the browser paints it. */
function over(color: string, opacity: number, background: string): string {
  const top = decomposeColor(color).values;
  const bottom = decomposeColor(background).values;
  const mixed = [0, 1, 2].map((i) => Math.round(top[i]! * opacity + bottom[i]! * (1 - opacity)));
  return `rgb(${mixed.join(', ')})`;
}

const ratio = (text: string, background: string) => getContrastRatio(text, background);
const WHITE = '#fff';
const BLACK = '#000';
const { palette } = createTheme(consoleTheme);
// MUI's tints: a hovered text button (action.hoverOpacity), a selected item, a filled input at rest (react-admin),
// focused and hovered, and the disabled grey.
const HOVER = palette.action.hoverOpacity;
const SELECTED = palette.action.selectedOpacity;
const FILLED = over(BLACK, 0.04, WHITE);
const FILLED_FOCUSED = over(BLACK, 0.06, WHITE);
const FILLED_HOVERED = over(BLACK, 0.09, WHITE);
const DISABLED_BACKGROUND = over(BLACK, 0.12, WHITE);
/** The form toolbar's background, as the theme paints it. */
const TOOLBAR = String(
  (consoleTheme.components?.RaToolbar?.styleOverrides?.root as { backgroundColor?: string } | undefined)
    ?.backgroundColor,
);

describe('the console theme passes WCAG AA contrast (4.5:1 text, 3:1 graphics)', () => {
  // The colours and ratios docs/decisions/console-contrast.md promises, written out: compared with the constants
  // the theme is built from, a changed colour would pass as long as it still cleared 4.5:1.
  it('uses the colours the decision record names', () => {
    expect(palette.primary.main).toBe('#1565c0');
    expect(palette.primary.dark).toBe('#0d47a1');
    expect(palette.error.main).toBe('#b71c1c');
    expect(palette.error.dark).toBe('#7f0000');
    expect(palette.warning.main).toBe('#a84d00');
    expect(palette.info.main).toBe('#01579b');
    expect(palette.success.main).toBe('#2e7d32');
    expect(palette.secondary.main).toBe('#6a1b9a');
    expect(palette.action.disabled).toBe('#616161');
    expect(palette.text.disabled).toBe('#616161');
    expect(TOOLBAR).toBe('#f5f5f5');
    expect(CHART_COLORS).toEqual(['#1565c0', '#c2410c', '#2e7d32', '#6a1b9a', '#ad1457', '#00695c']);
  });

  it('measures the ratios the decision record reports', () => {
    const primary = palette.primary.main;
    const error = palette.error.main;
    const measured = {
      'primary on white': ratio(primary, WHITE),
      'primary on a hovered text button': ratio(primary, over(primary, HOVER, WHITE)),
      'primary on a selected item': ratio(primary, over(primary, SELECTED, WHITE)),
      'primary on the form toolbar': ratio(primary, TOOLBAR),
      'white on the app bar': ratio(WHITE, primary),
      "the app bar's welcome text": ratio(over(WHITE, 0.85, primary), primary),
      'white on a hovered contained button': ratio(WHITE, palette.primary.dark),
      'error on white': ratio(error, WHITE),
      'error in a filled input at rest': ratio(error, FILLED),
      'error in a hovered filled input': ratio(error, FILLED_HOVERED),
      'error on the form toolbar': ratio(error, TOOLBAR),
      'disabled text on the disabled grey': ratio(palette.action.disabled, DISABLED_BACKGROUND),
      'white on warning': ratio(WHITE, palette.warning.main),
      'white on info': ratio(WHITE, palette.info.main),
      'white on secondary': ratio(WHITE, palette.secondary.main),
    };
    // The record gives two decimals.
    const rounded = Object.fromEntries(
      Object.entries(measured).map(([pair, value]) => [pair, Math.round(value * 100) / 100]),
    );
    expect(rounded).toEqual({
      'primary on white': 5.74,
      'primary on a hovered text button': 5.43,
      'primary on a selected item': 5.13,
      'primary on the form toolbar': 5.26,
      'white on the app bar': 5.74,
      "the app bar's welcome text": 4.62,
      'white on a hovered contained button': 8.61,
      'error on white': 6.56,
      'error in a filled input at rest': 6.02,
      'error in a hovered filled input': 5.36,
      'error on the form toolbar': 6.02,
      'disabled text on the disabled grey': 4.68,
      'white on warning': 5.65,
      'white on info': 7.39,
      'white on secondary': 9.38,
    });
  });

  it('primary text on paper, on the page, under a hover or a selection tint, on the form toolbar', () => {
    const primary = palette.primary.main;
    for (const background of [
      WHITE,
      palette.background.default,
      over(primary, HOVER, WHITE),
      over(primary, SELECTED, WHITE),
      over(primary, HOVER, CONSOLE_COLORS.toolbar),
      CONSOLE_COLORS.toolbar,
    ]) {
      expect(ratio(primary, background), background).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the app bar: its text, the dimmed welcome (85%), a hovered button; contained buttons at rest and hovered', () => {
    const bar = palette.primary.main;
    expect(ratio(palette.primary.contrastText, bar)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(over(WHITE, 0.85, bar), bar)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(WHITE, over(WHITE, HOVER, bar))).toBeGreaterThanOrEqual(4.5);
    expect(ratio(WHITE, over(BLACK, HOVER, bar))).toBeGreaterThanOrEqual(4.5);
    expect(ratio(palette.primary.contrastText, palette.primary.dark)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(palette.error.contrastText, palette.error.dark)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(palette.error.contrastText, palette.error.main)).toBeGreaterThanOrEqual(4.5);
  });

  it('red labels and helper texts on paper and inside a filled input at rest, focused and hovered', () => {
    const error = palette.error.main;
    for (const background of [
      WHITE,
      FILLED,
      FILLED_FOCUSED,
      FILLED_HOVERED,
      over(error, HOVER, WHITE),
      CONSOLE_COLORS.toolbar,
      over(error, HOVER, CONSOLE_COLORS.toolbar),
    ]) {
      expect(ratio(error, background), background).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('disabled buttons and inputs (text on the disabled grey, and on paper)', () => {
    expect(ratio(palette.action.disabled, DISABLED_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(palette.action.disabled, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(palette.text.disabled, FILLED)).toBeGreaterThanOrEqual(4.5);
  });

  it('chips and buttons of every colour carry white text, and outlined ones read on paper', () => {
    for (const tone of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
      expect(ratio(palette[tone].contrastText, palette[tone].main), tone).toBeGreaterThanOrEqual(4.5);
      expect(ratio(palette[tone].main, over(palette[tone].main, HOVER, WHITE)), tone).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it("the Painel's bars stand 3:1 against the card", () => {
    for (const color of CHART_COLORS) expect(ratio(color, WHITE), color).toBeGreaterThanOrEqual(3);
  });

  it('would fail on react-admin defaults: #1976d2 under a hover tint, #d32f2f in a hovered filled input', () => {
    expect(ratio('#1976d2', over('#1976d2', HOVER, WHITE))).toBeLessThan(4.5);
    expect(ratio('#d32f2f', FILLED_HOVERED)).toBeLessThan(4.5);
  });
});
