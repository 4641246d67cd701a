import { forwardRef } from 'react';
import styled from 'styled-components';
import { LEAD_SOURCE, type LeadInput } from '@cvc/domain';
import { Button } from '../../components/Button';
import { Eyebrow } from '../../components/Section';
import { LazyLandingLeadForm } from '../../features/landing/LazyLandingLeadForm';
import { Panel } from '../../features/landing/LandingHero';
import { useVentureLabMessages } from './messages';

export interface VentureLabOfferProps {
  open: boolean;
  onOpen: () => void;
  submit: (lead: LeadInput) => Promise<void>;
}

/** Closed offer card; 'Quero Fazer Parte' opens the sign-up form in its place (SPEC §2). */
export const VentureLabOffer = forwardRef<HTMLDivElement, VentureLabOfferProps>(function VentureLabOffer(
  { open, onOpen, submit },
  ref,
) {
  const { m } = useVentureLabMessages();
  return (
    <Panel ref={ref} id="inscricao" tabIndex={-1}>
      <Eyebrow>{m.offerEyebrow}</Eyebrow>
      <h2>{open ? m.formTitle : m.offerTitle}</h2>
      {open ? (
        <LazyLandingLeadForm
          source={LEAD_SOURCE.ventureLab}
          submit={submit}
          submitLabel={m.submit}
          success={
            <Success>
              <strong>{m.successTitle}</strong>
              <p>{m.successText}</p>
            </Success>
          }
        />
      ) : (
        <>
          <p>{m.offerText}</p>
          <Button $variant="accent" $size="lg" $block onClick={onOpen}>
            {m.join}
          </Button>
        </>
      )}
    </Panel>
  );
});

const Success = styled.div`
  display: grid;
  gap: 8px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  text-align: center;
  strong {
    font-size: 1.3rem;
  }
  p {
    color: ${({ theme }) => theme.colors.text};
  }
`;
