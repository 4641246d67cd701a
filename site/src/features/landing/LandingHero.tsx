import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Eyebrow } from '../../components/Section';
import { media } from '../../styles/theme';
import { Pending } from './Pending';

/**
 * The opening band of a landing page: copy and key facts on the left, an aside (offer card, price, form) on the
 * right. `factsPending` keeps the facts' place, unseen, while the course offer they quote is read (Pending).
 */
export function LandingHero({
  eyebrow,
  title,
  lead,
  facts,
  factsPending,
  aside,
}: {
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  facts: readonly ReactNode[];
  factsPending?: boolean;
  aside?: ReactNode;
}) {
  return (
    <Band>
      <Grid>
        <div>
          <Eyebrow $tone="dark">{eyebrow}</Eyebrow>
          <h1>{title}</h1>
          <Lead>{lead}</Lead>
          <FactList>
            {facts.map((fact, index) => (
              <li key={index}>
                {factsPending === undefined ? fact : <Pending $pending={factsPending}>{fact}</Pending>}
              </li>
            ))}
          </FactList>
        </div>
        {aside}
      </Grid>
    </Band>
  );
}

const Band = styled.header`
  padding: 48px 0;
  background:
    radial-gradient(circle at 85% 15%, rgba(245, 158, 11, 0.18), transparent 40%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.navy}, ${({ theme }) => theme.colors.navyLight});
  color: #dbe4f5;
  h1 {
    color: #fff;
    font-size: clamp(2rem, 5vw, 3.2rem);
    letter-spacing: -0.02em;
  }
  ${media.md} {
    padding: 80px 0;
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: 32px;
  align-items: start;
  ${media.md} {
    grid-template-columns: minmax(0, 1.4fr) minmax(320px, 1fr);
    gap: 48px;
  }
`;

const Lead = styled.p`
  max-width: 620px;
  margin: 16px 0 24px;
  font-size: 1.15rem;
`;

/** Key facts under a landing title: '3 horas', 'Certificado'... */
const FactList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  li {
    padding: 6px 12px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: rgba(255, 255, 255, 0.1);
    color: #fff;
    font-size: 0.9rem;
    font-weight: 600;
  }
`;

/** White panel for the offer card and side forms. */
export const Panel = styled.div`
  display: grid;
  gap: 16px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h2 {
    font-size: 1.4rem;
  }
  ${media.md} {
    padding: 32px;
  }
`;
