import styled from 'styled-components';
import type { LeadInput } from '@cvc/domain';
import { Button } from '../../components/Button';
import { HydrateNearViewport } from '../../components/HydrateNearViewport';
import { Section } from '../../components/Section';
import { submitLead } from '../../data/submit';
import { LandingHero } from '../../features/landing/LandingHero';
import { StickyBar } from '../../features/landing/StickyBar';
import { useSignUpCard } from '../../features/landing/useSignUpCard';
import { media } from '../../styles/theme';
import { useSiteSettings } from '../../site-context/SiteSettings';
import { STAGE_KEYS, useVentureLabMessages } from './messages';
import { VentureLabOffer } from './VentureLabOffer';

/** /venturelab and /venture-lab. `submit` is the Firestore lead insert; tests pass their own. */
export function VentureLabPage({ submit = submitLead }: { submit?: (lead: LeadInput) => Promise<void> }) {
  const { m } = useVentureLabMessages();
  const { venture_lab_cases: cases } = useSiteSettings();
  const card = useSignUpCard('above');

  return (
    <>
      <LandingHero
        eyebrow={m.eyebrow}
        title={m.title}
        lead={m.lead}
        facts={m.facts}
        aside={<VentureLabOffer ref={card.ref} open={card.expanded} onOpen={card.reveal} submit={submit} />}
      />
      <HydrateNearViewport>
        <Section eyebrow={m.eyebrow} title={m.stagesTitle} subtitle={m.stagesSubtitle}>
          <Stages>
            {STAGE_KEYS.map((key, index) => (
              <li key={key}>
                <span aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
                <h3>{m.stages[key].title}</h3>
                <p>{m.stages[key].text}</p>
              </li>
            ))}
          </Stages>
        </Section>
        <Section tone="soft" title={m.casesTitle} subtitle={m.casesSubtitle}>
          <Cases>
            {cases.map((item) => (
              <li key={item.name}>
                <img src={item.logo_url} alt={item.name} width={180} height={72} loading="lazy" />
              </li>
            ))}
          </Cases>
        </Section>
      </HydrateNearViewport>
      <StickyBar visible={card.outOfView} label={m.barLabel}>
        <strong>{m.barText}</strong>
        <Button $variant="accent" onClick={card.reveal}>
          {m.join}
        </Button>
      </StickyBar>
    </>
  );
}

const Stages = styled.ol`
  display: grid;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    display: grid;
    gap: 8px;
    padding: 24px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  span {
    color: ${({ theme }) => theme.colors.accentDark};
    font-size: 1.6rem;
    font-weight: 800;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Cases = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 16px;
  margin: 0;
  padding: 0 0 64px;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    display: grid;
    place-items: center;
    padding: 20px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: #fff;
  }
`;
