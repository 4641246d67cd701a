import { startTransition, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXECUTIVE_TRAINING, type LeadInput } from '@cvc/domain';
import { Button } from '../../components/Button';
import { HydrateNearViewport } from '../../components/HydrateNearViewport';
import { submitLead } from '../../data/submit';
import { useCourseOffers } from '../../features/landing/courseOffers';
import { FactList, LandingHero } from '../../features/landing/LandingHero';
import { formatLongDate, formatMonthYear } from '../../i18n/longDate';
import { Pending } from '../../features/landing/Pending';
import { StickyBar } from '../../features/landing/StickyBar';
import { useOutOfView } from '../../features/landing/useOutOfView';
import { useTrainingMessages } from './messages';
import { TrainingSections } from './TrainingSections';
import { TrainingSideForm } from './TrainingSideForm';

const T = EXECUTIVE_TRAINING;

/**
 * /formacaoexecutiva: the executive training campaign, for the class in the site settings. `submit` is the lead
 * insert; tests pass their own.
 */
export function ExecutiveTrainingPage({
  submit = submitLead,
}: {
  submit?: (lead: LeadInput) => Promise<void>;
}) {
  const { m, t, language } = useTrainingMessages();
  const { t: shell } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  // Desktop shows the sign-up bar once the side form is out of view; phones always show it (CSS).
  const formOutOfView = useOutOfView(formRef, 'either');

  const signUp = () => {
    // A transition: the card stays until the form's code is in (LazyLandingLeadForm).
    startTransition(() => setExpanded(true));
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current?.focus({ preventScroll: true });
  };

  const { ready, training } = useCourseOffers();
  const { offer, open } = training;
  const values = {
    hours: T.hours,
    weeks: T.durationWeeks,
    start: formatLongDate(offer.start_date, language),
    end: formatLongDate(offer.end_date, language),
    city: T.finalSessionCity,
  };
  const month = formatMonthYear(offer.start_date, language);
  return (
    <>
      <LandingHero
        eyebrow={<Pending $pending={!ready}>{t(open ? 'eyebrow' : 'eyebrowClosed', { month })}</Pending>}
        title={m.title}
        lead={m.lead}
        aside={<TrainingSideForm ref={formRef} expanded={expanded} onExpand={signUp} submit={submit} />}
      >
        <FactList>
          {m.facts.map((_, index) => (
            <li key={index}>
              <Pending $pending={!ready}>{t(`facts.${index}`, values)}</Pending>
            </li>
          ))}
        </FactList>
      </LandingHero>
      <HydrateNearViewport>
        <TrainingSections />
      </HydrateNearViewport>
      <StickyBar visible={formOutOfView} alwaysOnMobile label={m.barLabel}>
        <Pending $pending={!ready}>
          <strong>
            {open
              ? t('barText', { date: formatLongDate(offer.signup_until, language) })
              : shell('courseOffer.closedTitle')}
          </strong>
          <Button $variant="accent" onClick={signUp}>
            {open ? m.signUp : shell('courseOffer.notifyMe')}
          </Button>
        </Pending>
      </StickyBar>
    </>
  );
}
