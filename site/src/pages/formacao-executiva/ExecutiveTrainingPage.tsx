import { useRef, useState } from 'react';
import { EXECUTIVE_TRAINING, type LeadInput } from '@cvc/domain';
import { Button } from '../../components/Button';
import { submitLead } from '../../data/submit';
import { FactList, LandingHero } from '../../features/landing/LandingHero';
import { formatLongDate } from '../../features/landing/longDate';
import { StickyBar } from '../../features/landing/StickyBar';
import { useOutOfView } from '../../features/landing/useOutOfView';
import { useDocumentTitle } from '../../features/meta/useDocumentTitle';
import { useTrainingMessages } from './messages';
import { TrainingSections } from './TrainingSections';
import { TrainingSideForm } from './TrainingSideForm';

const T = EXECUTIVE_TRAINING;

/** /formacaoexecutiva: the executive training campaign. `submit` is the lead insert; tests pass their own. */
export function ExecutiveTrainingPage({
  submit = submitLead,
}: {
  submit?: (lead: LeadInput) => Promise<void>;
}) {
  const { m, t, language } = useTrainingMessages();
  const [expanded, setExpanded] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  // Desktop shows the sign-up bar once the side form is out of view; phones always show it (CSS).
  const formOutOfView = useOutOfView(formRef, 'either');
  useDocumentTitle(m.pageTitle);

  const signUp = () => {
    setExpanded(true);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current?.focus({ preventScroll: true });
  };

  const values = {
    hours: T.hours,
    weeks: T.durationWeeks,
    start: formatLongDate(T.startDate, language),
    end: formatLongDate(T.endDate, language),
    city: T.finalSessionCity,
  };
  return (
    <>
      <LandingHero
        eyebrow={m.eyebrow}
        title={m.title}
        lead={m.lead}
        aside={<TrainingSideForm ref={formRef} expanded={expanded} onExpand={signUp} submit={submit} />}
      >
        <FactList>
          {m.facts.map((_, index) => (
            <li key={index}>{t(`facts.${index}`, values)}</li>
          ))}
        </FactList>
      </LandingHero>
      <TrainingSections />
      <StickyBar visible={formOutOfView} alwaysOnMobile label={m.barLabel}>
        <strong>{m.barText}</strong>
        <Button $variant="accent" onClick={signUp}>
          {m.signUp}
        </Button>
      </StickyBar>
    </>
  );
}
