import type { BadgeColor } from '@cvc/domain';

/** Tailwind-like light badge tones for the colour names of domain's LEAD_STATUS_COLORS. */
export const BADGE_TONES: Record<BadgeColor, { bg: string; fg: string }> = {
  blue: { bg: '#dbeafe', fg: '#1e40af' },
  yellow: { bg: '#fef9c3', fg: '#854d0e' },
  green: { bg: '#dcfce7', fg: '#166534' },
  purple: { bg: '#f3e8ff', fg: '#6b21a8' },
  red: { bg: '#fee2e2', fg: '#991b1b' },
  gray: { bg: '#f3f4f6', fg: '#374151' },
};
