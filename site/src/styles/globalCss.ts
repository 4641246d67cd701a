import { theme } from './theme';

/**
 * The document's base rules, written into the HTML itself as a <style> (site/build/globalStylesheet.ts) rather
 * than as a styled-components global style: that one ran stylis over them again inside React's first commit,
 * the hydration's longest uninterruptible step. Element rules only, and one helper class, so every component's
 * own class wins over them whatever the order.
 */
export const GLOBAL_CSS = `
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-behavior: smooth; scroll-padding-top: ${theme.layout.headerHeight}; }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
  }
  img { max-width: 100%; height: auto; display: block; }
  a { color: inherit; }
  h1, h2, h3, h4 { line-height: 1.2; margin: 0; color: ${theme.colors.navy}; }
  p { margin: 0; }
  button, input, select, textarea { font: inherit; }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  :focus-visible { outline: 3px solid ${theme.colors.accent}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { transition: none !important; animation: none !important; }
  }
`.replace(/\n\s*/g, '');
