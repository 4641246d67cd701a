import { forwardRef } from 'react';
import styled from 'styled-components';
import { LEAD_SOURCE, formatReais, type LeadInput } from '@cvc/domain';
import { Button, ButtonLink } from '../../components/Button';
import { Eyebrow } from '../../components/Section';
import { useCourseOffers } from '../../features/landing/courseOffers';
import { LazyLandingLeadForm } from '../../features/landing/LazyLandingLeadForm';
import { Panel } from '../../features/landing/LandingHero';
import { formatLongDate, formatMonthYear } from '../../i18n/longDate';
import { NextClassForm } from '../../features/landing/NextClassForm';
import { Pending } from '../../features/landing/Pending';
import { useTrainingMessages } from './messages';

export interface TrainingSideFormProps {
  expanded: boolean;
  onExpand: () => void;
  submit: (lead: LeadInput) => Promise<void>;
}

/**
 * Collapsed offer card → form → 'received' view with a pay-now link (SPEC §2), for the class in the site
 * settings. Once its sign-ups have closed, the card takes interest in the next class instead.
 */
export const TrainingSideForm = forwardRef<HTMLDivElement, TrainingSideFormProps>(function TrainingSideForm(
  { expanded, onExpand, submit },
  ref,
) {
  const { m, t, language } = useTrainingMessages();
  const { ready, training } = useCourseOffers();
  const { offer, open } = training;
  return (
    <Panel ref={ref} id="inscricao" tabIndex={-1}>
      <Pending as="div" $pending={!ready}>
        {open ? (
          <>
            <Eyebrow>{t('offerEyebrow', { date: formatLongDate(offer.signup_until, language) })}</Eyebrow>
            <h2>
              {expanded
                ? m.formTitle
                : t('offerTitle', { month: formatMonthYear(offer.start_date, language) })}
            </h2>
            <Price>
              <strong>{t('price', { price: formatReais(offer.price_brl, language) })}</strong>
              <span>{t('instalments', { count: offer.max_instalments })}</span>
            </Price>
            {expanded ? (
              <LazyLandingLeadForm
                source={LEAD_SOURCE.courseCampaign}
                submit={submit}
                submitLabel={m.submit}
                success={
                  <Received>
                    <strong>{m.receivedTitle}</strong>
                    <p>{m.receivedText}</p>
                    <ButtonLink
                      href={offer.checkout_url}
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
          </>
        ) : (
          <NextClassForm
            source={LEAD_SOURCE.courseCampaign}
            submit={submit}
            expanded={expanded}
            onExpand={onExpand}
          />
        )}
      </Pending>
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
