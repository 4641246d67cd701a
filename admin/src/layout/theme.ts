import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * The console's colours, each chosen for WCAG AA (4.5:1 for text, 3:1 for graphics) on every background it meets:
 * white paper, the page's #fafafb, a hovered or selected control's tint, the form toolbar, the app bar. The
 * ratios are in docs/decisions/console-contrast.md and asserted by theme.test.ts.
 */
export const CONSOLE_COLORS = {
  /** MUI blue 800: 5.74:1 on white, 5.43:1 under a hovered text button's 4% tint (#1976d2 had 4.41:1). */
  primary: '#1565c0',
  /** A contained button's hover background and the focus ring. */
  primaryDark: '#0d47a1',
  secondary: '#6a1b9a',
  /** MUI red 900: red labels and helper texts keep 4.5:1 inside a hovered filled input (#d32f2f: 4.06:1). */
  error: '#b71c1c',
  errorDark: '#7f0000',
  warning: '#a84d00',
  info: '#01579b',
  success: '#2e7d32',
  /** A disabled control's text: 4.68:1 on the disabled grey (#e0e0e0) and 6.18:1 on white. */
  disabled: '#616161',
  /** The save/delete toolbar under each form (react-admin's grey 300 left red text at 3.77:1). */
  toolbar: '#f5f5f5',
  /** The app bar's text and icons, on primary. */
  onPrimary: '#ffffff',
} as const;

/** The Painel's bar colours, in series order: each at least 5:1 against the card's white. */
export const CHART_COLORS = ['#1565c0', '#c2410c', '#2e7d32', '#6a1b9a', '#ad1457', '#00695c'];

// A keyboard focus is a ring, not MUI's pulsing 30% tint of the text's own colour under the text: that tint
// leaves no colour 4.5:1 from itself (red on it measures 3.8:1), and a ring reads on the app bar as on paper.
const focusRing = {
  '&.Mui-focusVisible': {
    outline: `3px solid ${CONSOLE_COLORS.primaryDark}`,
    outlineOffset: 2,
  },
} as const;
const noFocusTint = { defaultProps: { disableFocusRipple: true } } as const;

export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: CONSOLE_COLORS.primary, dark: CONSOLE_COLORS.primaryDark, contrastText: '#fff' },
    secondary: { main: CONSOLE_COLORS.secondary, contrastText: '#fff' },
    error: { main: CONSOLE_COLORS.error, dark: CONSOLE_COLORS.errorDark, contrastText: '#fff' },
    warning: { main: CONSOLE_COLORS.warning, contrastText: '#fff' },
    info: { main: CONSOLE_COLORS.info, contrastText: '#fff' },
    success: { main: CONSOLE_COLORS.success, contrastText: '#fff' },
    text: { disabled: CONSOLE_COLORS.disabled },
    action: { disabled: CONSOLE_COLORS.disabled },
  },
  components: {
    ...defaultTheme.components,
    MuiButtonBase: { styleOverrides: { root: focusRing } },
    MuiButton: noFocusTint,
    MuiIconButton: noFocusTint,
    MuiTab: noFocusTint,
    MuiCheckbox: noFocusTint,
    MuiRadio: noFocusTint,
    MuiSwitch: noFocusTint,
    MuiAppBar: {
      styleOverrides: {
        // On the blue bar the ring is white (primary dark on primary would not show).
        root: { '& .MuiButtonBase-root.Mui-focusVisible': { outlineColor: CONSOLE_COLORS.onPrimary } },
      },
    },
    // react-admin paints its "skip to content" button white on the page's background (1.04:1 once focused).
    RaSkipNavigationButton: {
      styleOverrides: {
        root: {
          backgroundColor: CONSOLE_COLORS.primary,
          color: CONSOLE_COLORS.onPrimary,
          '&:hover': { backgroundColor: CONSOLE_COLORS.primaryDark },
        },
      },
    },
    RaToolbar: { styleOverrides: { root: { backgroundColor: CONSOLE_COLORS.toolbar } } },
    RaSimpleForm: {
      // A required input (components/required.ts) carries the native attribute for assistive technology; the
      // schema's messages, not the browser's, answer a save with it empty.
      defaultProps: { noValidate: true },
      // react-admin's asterisk marks it already: MUI's own, added for the same attribute, would double it.
      styleOverrides: { root: { '& .MuiFormLabel-asterisk': { display: 'none' } } },
    },
  },
};
