import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container } from '../../components/Section';
import { media } from '../../styles/theme';

export interface StickyBarProps {
  /** Shown on wide screens only when true. */
  visible: boolean;
  /** Phones always show the bar (SPEC §2: campaign and 2030 pages); otherwise they follow `visible`. */
  alwaysOnMobile?: boolean;
  label: string;
  children: ReactNode;
}

/** A call-to-action bar fixed to the bottom of the screen. Hidden bars stay in the DOM but out of reach. */
export function StickyBar({ visible, alwaysOnMobile = false, label, children }: StickyBarProps) {
  return (
    <Bar
      role="region"
      aria-label={label}
      data-visible={visible}
      $visible={visible}
      $alwaysOnMobile={alwaysOnMobile}
    >
      <Inner>{children}</Inner>
    </Bar>
  );
}

const shown = css`
  visibility: visible;
  transform: translateY(0);
`;

const hidden = css`
  visibility: hidden;
  transform: translateY(110%);
`;

const Bar = styled.div<{ $visible: boolean; $alwaysOnMobile: boolean }>`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 40;
  padding: 12px 0 calc(12px + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.colors.navy};
  color: #fff;
  box-shadow: 0 -8px 24px rgba(11, 31, 58, 0.25);
  transition:
    transform 0.25s ease,
    visibility 0.25s;
  ${({ $visible, $alwaysOnMobile }) => ($visible || $alwaysOnMobile ? shown : hidden)}
  ${media.md} {
    ${({ $visible }) => ($visible ? shown : hidden)}
  }
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  strong {
    font-size: 0.95rem;
  }
  small {
    display: block;
    color: #c7d2e6;
  }
`;
