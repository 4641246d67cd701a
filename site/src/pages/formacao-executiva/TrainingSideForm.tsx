import { forwardRef } from 'react';
import styled from 'styled-components';
import { EXECUTIVE_TRAINING, LEAD_SOURCE, type LeadInput } from '@cvc/domain';
import { Button, ButtonLink } from '../../components/Button';
import { Eyebrow } from '../../components/Section';
import { LandingLeadForm } from '../../features/landing/LandingLeadForm';
import { Panel } from '../../features/landing/LandingHero';
import { useSiteSettings } from '../../app/SiteSettings';
import { reais } from './content';
import { useTrainingMessages } from './messages';

export interface TrainingSideFormProps {
  expanded: boolean;
  onExpand: () => void;
  submit: (lead: LeadInput) => Promise<void>;
}

/** Collapsed offer card → form → 'received' view with a pay-now link (SPEC §2). */
export const TrainingSideForm = forwardRef<HTMLDivElement, TrainingSideFormProps>(function TrainingSideForm(
  { expanded, onExpand, submit },
  ref,
) {
  const { m, t } = useTrainingMessages();
  const settings = useSiteSettings();
  return (
    <Panel ref={ref} id="inscricao" tabIndex={-1}>
      <Eyebrow>{m.offerEyebrow}</Eyebrow>
      <h2>{expanded ? m.formTitle : m.offerTitle}</h2>
      <Price>
        <strong>{t('price', { price: reais(EXECUTIVE_TRAINING.priceBRL) })}</strong>
        <span>{t('instalments', { count: EXECUTIVE_TRAINING.maxInstalments })}</span>
      </Price>
      {expanded ? (
        <LandingLeadForm
          source={LEAD_SOURCE.courseCampaign}
          submit={submit}
          submitLabel={m.submit}
          success={
            <Received>
              <strong>{m.receivedTitle}</strong>
              <p>{m.receivedText}</p>
              <ButtonLink
                href={settings.executive_training_checkout_url}
                target="_blank"
                rel="noopener noreferrer"
                $variant="accent"
                $size="lg"
              >
                {m.payNow}
                <span className="visually-hidden"> {m.newTab}</span>
              </ButtonLink>
            </Received>
          }
        />
      ) : (
        <Button $variant="accent" $size="lg" $block onClick={onExpand}>
          {m.signUp}
        </Button>
      )}
    </Panel>
  );
});

const Price = styled.p`
  display: grid;
  gap: 2px;
  strong {
    color: ${({ theme }) => theme.colors.navy};
    font-size: 1.8rem;
    line-height: 1.1;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Received = styled.div`
  display: grid;
  gap: 12px;
  justify-items: center;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.successSoft};
  text-align: center;
  strong {
    color: ${({ theme }) => theme.colors.success};
    font-size: 1.3rem;
  }
`;
