import { useTranslation } from 'react-i18next';
import { EXECUTIVE_TRAINING, type LeadInput } from '@cvc/domain';
import { Button } from '../../components/Button';
import { HydrateNearViewport } from '../../components/HydrateNearViewport';
import { submitLead } from '../../data/submit';
import { useCourseOffers } from '../../features/landing/courseOffers';
import { LandingHero } from '../../features/landing/LandingHero';
import { formatLongDate, formatMonthYear } from '../../i18n/longDate';
import { Pending } from '../../features/landing/Pending';
import { StickyBar } from '../../features/landing/StickyBar';
import { useSignUpCard } from '../../features/landing/useSignUpCard';
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
  // Desktop shows the sign-up bar once the side form is out of view; phones always show it (CSS).
  const card = useSignUpCard('either');

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
        facts={m.facts.map((_, index) => t(`facts.${index}`, values))}
        factsPending={!ready}
        aside={
          <TrainingSideForm ref={card.ref} expanded={card.expanded} onExpand={card.reveal} submit={submit} />
        }
      />
      <HydrateNearViewport>
        <TrainingSections />
      </HydrateNearViewport>
      <StickyBar visible={card.outOfView} alwaysOnMobile label={m.barLabel}>
        <Pending $pending={!ready}>
          <strong>
            {open
              ? t('barText', { date: formatLongDate(offer.signup_until, language) })
              : shell('courseOffer.closedTitle')}
          </strong>
          <Button $variant="accent" onClick={card.reveal}>
            {open ? m.signUp : shell('courseOffer.notifyMe')}
          </Button>
        </Pending>
      </StickyBar>
    </>
  );
}
