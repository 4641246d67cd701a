/**
 * Ten links, the language switcher and the button need about 1250 px; below 1280 the burger menu takes over
 * (the header shows one or the other).
 */
export const DESKTOP_HEADER = '@media (min-width: 1280px)';
