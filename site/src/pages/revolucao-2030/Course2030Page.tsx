import { useRef } from 'react';
import styled from 'styled-components';
import { REVOLUCAO_2030_COURSE } from '@cvc/domain';
import { ButtonLink } from '../../components/Button';
import { Section } from '../../components/Section';
import { FactList, LandingHero, Panel } from '../../features/landing/LandingHero';
import { formatLongDate } from '../../features/landing/longDate';
import { StickyBar } from '../../features/landing/StickyBar';
import { useOutOfView } from '../../features/landing/useOutOfView';
import { useDocumentTitle } from '../../features/meta/useDocumentTitle';
import { media } from '../../styles/theme';
import { useSiteSettings } from '../../app/SiteSettings';
import { DELIVERABLE_KEYS, MODULE_KEYS } from './content';
import { useCourse2030Messages } from './messages';

const COURSE = REVOLUCAO_2030_COURSE;
const EACH = (COURSE.priceBRL / COURSE.maxInstalments).toFixed(2).replace('.', ',');

/** Every call to action is the external checkout, in a new tab (SPEC §2). */
function CheckoutLink({ label, size = 'lg' }: { label: string; size?: 'md' | 'lg' }) {
  const { m } = useCourse2030Messages();
  const { course_2030_checkout_url } = useSiteSettings();
  return (
    <ButtonLink
      href={course_2030_checkout_url}
      target="_blank"
      rel="noopener noreferrer"
      $variant="accent"
      $size={size}
    >
      {label}
      <span className="visually-hidden"> {m.newTab}</span>
    </ButtonLink>
  );
}

/** /revolucao-2030 and /2030revolucaotech */
export function Course2030Page() {
  const { m, t, language } = useCourse2030Messages();
  const heroRef = useRef<HTMLDivElement>(null);
  // Desktop: the bar appears once the price card has scrolled away; phones always have it.
  const scrolled = useOutOfView(heroRef, 'above');
  useDocumentTitle(m.pageTitle);
  const facts = m.facts.map((_, index) =>
    t(`facts.${index}`, { hours: COURSE.hours, date: formatLongDate(COURSE.availableFrom, language) }),
  );
  const price = t('price', { price: COURSE.priceBRL });
  const instalments = t('instalments', { count: COURSE.maxInstalments, each: EACH });
  return (
    <>
      <LandingHero
        eyebrow={m.eyebrow}
        title={m.title}
        lead={m.lead}
        aside={
          <Panel ref={heroRef}>
            <Presale>{m.presale}</Presale>
            <Price>{price}</Price>
            <p>{instalments}</p>
            <CheckoutLink label={m.cta} />
          </Panel>
        }
      >
        <FactList>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </FactList>
      </LandingHero>
      <Section title={m.modulesTitle} subtitle={m.modulesSubtitle}>
        <Modules>
          {MODULE_KEYS.map((key, index) => (
            <li key={key}>
              <span aria-hidden="true">{index + 1}</span>
              <h3>{m.modules[key].title}</h3>
              <p>{m.modules[key].text}</p>
              <Framework>
                {m.framework}: <strong>{m.modules[key].framework}</strong>
              </Framework>
            </li>
          ))}
        </Modules>
      </Section>
      <Section tone="soft" title={m.deliverablesTitle}>
        <Deliverables>
          {DELIVERABLE_KEYS.map((key) => (
            <li key={key}>{m.deliverables[key]}</li>
          ))}
        </Deliverables>
      </Section>
      <Section tone="dark" title={m.closingTitle} subtitle={m.closingText}>
        <Closing>
          <CheckoutLink label={m.cta} />
        </Closing>
      </Section>
      <StickyBar visible={scrolled} alwaysOnMobile label={m.barLabel}>
        <div>
          <strong>{m.title}</strong>
          <small>
            {price} · {instalments}
          </small>
        </div>
        <CheckoutLink label={m.cta} size="md" />
      </StickyBar>
    </>
  );
}

const Presale = styled.p`
  color: ${({ theme }) => theme.colors.accentDark};
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Price = styled.p`
  color: ${({ theme }) => theme.colors.navy};
  font-size: 2.6rem;
  font-weight: 800;
  line-height: 1;
`;

const Modules = styled.ol`
  display: grid;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    display: grid;
    align-content: start;
    gap: 8px;
    padding: 24px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  span {
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.navy};
    color: #fff;
    font-weight: 700;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Framework = styled.p`
  padding-top: 8px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.9rem;
  strong {
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

const Deliverables = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    padding: 16px 20px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: #fff;
    font-weight: 600;
    &::before {
      content: '✓ ';
      color: ${({ theme }) => theme.colors.success};
    }
  }
`;

const Closing = styled.div`
  padding-bottom: 48px;
`;
