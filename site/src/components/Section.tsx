import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../styles/theme';

export interface SectionProps {
  id?: string;
  eyebrow?: ReactNode;
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Right side of the heading row, e.g. a 'see all' link. */
  action?: ReactNode;
  tone?: 'plain' | 'soft' | 'dark';
  children: ReactNode;
}

/** A page band with an optional eyebrow, heading and subtitle over a centred container. */
export function Section({ id, eyebrow, title, subtitle, action, tone = 'plain', children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Band id={id} $tone={tone} aria-labelledby={title ? headingId : undefined}>
      <Container>
        {(title || eyebrow) && (
          <Heading>
            <div>
              {eyebrow && <Eyebrow $tone={tone}>{eyebrow}</Eyebrow>}
              {title && <SectionTitle id={headingId}>{title}</SectionTitle>}
              {subtitle && <Subtitle>{subtitle}</Subtitle>}
            </div>
            {action}
          </Heading>
        )}
        {children}
      </Container>
    </Band>
  );
}

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 20px;
  ${media.md} {
    padding: 0 32px;
  }
`;

const Band = styled.section<{ $tone: SectionProps['tone'] }>`
  padding: 64px 0;
  background: ${({ theme, $tone }) =>
    $tone === 'soft' ? theme.colors.soft : $tone === 'dark' ? theme.colors.navy : theme.colors.surface};
  color: ${({ theme, $tone }) => ($tone === 'dark' ? '#e8eefb' : theme.colors.text)};
  h2,
  h3 {
    color: ${({ $tone }) => ($tone === 'dark' ? '#fff' : undefined)};
  }
  ${media.md} {
    padding: 88px 0;
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 36px;
`;

export const Eyebrow = styled.p<{ $tone?: SectionProps['tone'] }>`
  margin-bottom: 8px;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.accent : theme.colors.primary)};
`;

export const SectionTitle = styled.h2`
  font-size: clamp(1.6rem, 3.2vw, 2.3rem);
  letter-spacing: -0.01em;
`;

const Subtitle = styled.p`
  max-width: 640px;
  margin-top: 12px;
  font-size: 1.05rem;
  opacity: 0.8;
`;
