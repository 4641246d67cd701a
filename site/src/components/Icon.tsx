import type { ReactElement } from 'react';

/**
 * A line icon's shapes (24×24, stroke = currentColor), from `./icons/`: drawn inline, no icon font, nothing
 * downloaded. The drawings live in modules by the sections that show them, so a page's code carries only its own.
 */
export type IconDrawing = ReactElement;

export function Icon({ drawing, size = 24 }: { drawing: IconDrawing; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawing}
    </svg>
  );
}
