import { type ReactNode, createContext, useContext } from 'react';
import styled from 'styled-components';

/** White rounded card with a soft shadow; the base of every card on the site. */
export const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
`;

/**
 * A card that opens something wherever it is clicked. A button may hold only phrasing content, so the cover,
 * heading and text stay outside it: the button is the title's text, and its ::after covers the whole card.
 */
export const OpenableCard = styled(Card)`
  position: relative;
`;

/** The title's button of an OpenableCard; the focus ring is drawn inside the card, whose overflow is hidden. */
export const CardOpenButton = styled.button`
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  text-align: inherit;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -3px;
  }
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 10px;
  padding: 20px;
`;

const TitleHeading = styled.h3`
  font-size: 1.12rem;
`;

/**
 * The heading level of card titles below: h3 under a section's h2 (the home), h2 where the cards sit straight
 * under the page's h1 (the lists, the supplier guide), so no level is skipped.
 */
export const CardHeadingLevel = createContext<'h2' | 'h3'>('h3');

export function CardTitle({ children }: { children: ReactNode }) {
  return <TitleHeading as={useContext(CardHeadingLevel)}>{children}</TitleHeading>;
}

export const CardText = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

export const CardMeta = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.82rem;
  font-weight: 600;
`;

export const Badge = styled.span<{ $tone?: 'accent' | 'primary' | 'muted' | 'danger' | 'success' }>`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  padding: 3px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.75rem;
  font-weight: 700;
  ${({ theme, $tone = 'primary' }) =>
    ({
      accent: `background: ${theme.colors.accent}; color: ${theme.colors.navy};`,
      primary: `background: #e0e9ff; color: ${theme.colors.primaryDark};`,
      muted: `background: ${theme.colors.soft}; color: ${theme.colors.muted};`,
      danger: `background: ${theme.colors.dangerSoft}; color: ${theme.colors.danger};`,
      success: `background: ${theme.colors.successSoft}; color: ${theme.colors.success};`,
    })[$tone]}
`;

/** Responsive grid of cards: one column on phones, up to `$max` on wide screens. */
export const CardGrid = styled.div<{ $min?: string }>`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '280px' }) => $min}), 1fr));
`;
