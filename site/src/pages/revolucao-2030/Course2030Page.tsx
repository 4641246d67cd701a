import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LEAD_SOURCE, REVOLUCAO_2030_COURSE, audienceToday, formatReais, type LeadInput } from '@cvc/domain';
import { Button, ButtonLink } from '../../components/Button';
import { HydrateNearViewport } from '../../components/HydrateNearViewport';
import { Section } from '../../components/Section';
import { submitLead } from '../../data/submit';
import { useCourseOffers } from '../../features/landing/courseOffers';
import { LandingHero, Panel } from '../../features/landing/LandingHero';
import { formatLongDate } from '../../i18n/longDate';
import { NextClassForm } from '../../features/landing/NextClassForm';
import { Pending } from '../../features/landing/Pending';
import { StickyBar } from '../../features/landing/StickyBar';
import { useSignUpCard } from '../../features/landing/useSignUpCard';
import { media } from '../../styles/theme';
import { DELIVERABLE_KEYS, MODULE_KEYS } from './content';
import { useCourse2030Messages } from './messages';

const COURSE = REVOLUCAO_2030_COURSE;

/** Every call to action is the external checkout, in a new tab (SPEC §2). */
function CheckoutLink({ href, label, size = 'lg' }: { href: string; label: string; size?: 'md' | 'lg' }) {
  const { m } = useCourse2030Messages();
  return (
    <ButtonLink href={href} target="_blank" rel="noopener noreferrer" $variant="accent" $size={size}>
      {label}
      <span className="visually-hidden"> {m.newTab}</span>
    </ButtonLink>
  );
}

/**
 * /revolucao-2030 and /2030revolucaotech, selling the course as the site settings set it. After its sales
 * window the calls to action take interest in the next class instead. `submit` is the lead insert; tests pass
 * their own.
 */
export function Course2030Page({ submit = submitLead }: { submit?: (lead: LeadInput) => Promise<void> }) {
  const { m, t, language } = useCourse2030Messages();
  const { t: shell } = useTranslation();
  const { ready, course2030 } = useCourseOffers();
  const { offer, open } = course2030;
  // Desktop: the bar appears once the price card has scrolled away; phones always have it.
  const card = useSignUpCard('above');
  const facts = m.facts.map((_, index) =>
    t(`facts.${index}`, { hours: COURSE.hours, date: formatLongDate(offer.available_from, language) }),
  );
  const each = formatReais(offer.price_brl / offer.max_instalments, language, { cents: true });
  const price = t('price', { price: formatReais(offer.price_brl, language) });
  const instalments = t('instalments', { count: offer.max_instalments, each });
  const presale = audienceToday() < offer.available_from;
  const cta = (size?: 'md') =>
    open ? (
      <CheckoutLink href={offer.checkout_url} label={m.cta} size={size} />
    ) : (
      <Button $variant="accent" $size={size ?? 'lg'} onClick={card.reveal}>
        {shell('courseOffer.notifyMe')}
      </Button>
    );
  return (
    <>
      <LandingHero
        eyebrow={m.eyebrow}
        title={m.title}
        lead={m.lead}
        facts={facts}
        factsPending={!ready}
        aside={
          <Panel ref={card.ref} tabIndex={-1}>
            <Pending as="div" $pending={!ready}>
              {open ? (
                <>
                  <Presale>{presale ? m.presale : m.onSale}</Presale>
                  <Price>{price}</Price>
                  <p>{instalments}</p>
                  {cta()}
                </>
              ) : (
                <NextClassForm
                  source={LEAD_SOURCE.courseCampaign}
                  submit={submit}
                  expanded={card.expanded}
                  onExpand={card.expand}
                />
              )}
            </Pending>
          </Panel>
        }
      />
      <HydrateNearViewport>
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
        <Section
          tone="dark"
          title={m.closingTitle}
          subtitle={
            !open ? shell('courseOffer.closedText') : presale ? m.closingPresaleText : m.closingOnSaleText
          }
        >
          <Closing>
            <Pending $pending={!ready}>{cta()}</Pending>
          </Closing>
        </Section>
      </HydrateNearViewport>
      <StickyBar visible={card.outOfView} alwaysOnMobile label={m.barLabel}>
        <Pending as="div" $pending={!ready}>
          <div>
            <strong>{m.title}</strong>
            <small>{open ? `${price} · ${instalments}` : shell('courseOffer.closedTitle')}</small>
          </div>
          {cta('md')}
        </Pending>
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
