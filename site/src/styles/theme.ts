// One small theme for the whole public site: a deep institutional navy, a warm accent and neutral greys.
export const theme = {
  colors: {
    navy: '#0b1f3a',
    navyLight: '#14315c',
    primary: '#1d4ed8',
    primaryDark: '#1e3a8a',
    accent: '#f59e0b',
    accentDark: '#b45309',
    text: '#1f2937',
    muted: '#5b6472',
    border: '#e3e7ee',
    surface: '#ffffff',
    soft: '#f4f6fa',
    danger: '#b91c1c',
    dangerSoft: '#fdecec',
    success: '#047857',
    successSoft: '#e7f7ef',
    tones: { green: '#059669', blue: '#2563eb', yellow: '#d97706', red: '#dc2626' },
    /** Same tones, dark enough for small text on white (WCAG AA 4.5:1). */
    toneText: { green: '#047857', blue: '#1d4ed8', yellow: '#b45309', red: '#b91c1c' },
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(11, 31, 58, 0.06), 0 8px 24px rgba(11, 31, 58, 0.06)',
    raised: '0 12px 40px rgba(11, 31, 58, 0.18)',
  },
  layout: { maxWidth: '1200px', headerHeight: '68px' },
  // The header's ten links, language switcher and button need about 1250 px; below `header` the burger menu
  // takes over (the header shows one or the other).
  breakpoints: { sm: '640px', md: '900px', lg: '1100px', header: '1280px' },
} as const;

export type Theme = typeof theme;

/** Media query helpers, mobile first. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  header: `@media (min-width: ${theme.breakpoints.header})`,
};
