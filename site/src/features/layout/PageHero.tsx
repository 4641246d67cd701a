import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Eyebrow } from '../../components/Section';
import { media } from '../../styles/theme';

/** Dark band at the top of an inner page with its h1. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Band>
      <Container>
        {eyebrow && <Eyebrow $tone="dark">{eyebrow}</Eyebrow>}
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
        {children}
      </Container>
    </Band>
  );
}

const Band = styled.header`
  padding: 48px 0 40px;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.navy},
    ${({ theme }) => theme.colors.navyLight}
  );
  color: #dbe4f5;
  h1 {
    color: #fff;
    font-size: clamp(1.9rem, 4.5vw, 2.8rem);
    letter-spacing: -0.01em;
  }
  p {
    max-width: 680px;
    margin-top: 12px;
    font-size: 1.08rem;
  }
  ${media.md} {
    padding: 72px 0 56px;
  }
`;

/** The page body under a PageHero. */
export const PageBody = styled.div`
  padding: 40px 0 72px;
  ${media.md} {
    padding: 56px 0 96px;
  }
`;
