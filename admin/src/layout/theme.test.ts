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

describe('the console theme passes WCAG AA contrast (4.5:1 text, 3:1 graphics)', () => {
  it('uses the colours the decision record measured', () => {
    expect(palette.primary.main).toBe(CONSOLE_COLORS.primary);
    expect(palette.error.main).toBe(CONSOLE_COLORS.error);
    expect(palette.action.disabled).toBe(CONSOLE_COLORS.disabled);
    expect(palette.text.disabled).toBe(CONSOLE_COLORS.disabled);
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
