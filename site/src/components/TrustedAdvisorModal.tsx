import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LEAD_SOURCE, type LeadInput } from '@cvc/domain';
import { Button } from './Button';
import { Intro } from './LeadModal';
import { LeadForm } from './LeadForm';
import { Modal } from './Modal';
import type { SubmissionStatus } from './useSubmission';

export interface TrustedAdvisorModalProps {
  open: boolean;
  onClose: () => void;
  submit: (lead: LeadInput) => Promise<void>;
}

/** Two steps: what the program offers, then the lead form with 'Voltar'; success closes after 3 s. */
export function TrustedAdvisorModal({ open, onClose, submit }: TrustedAdvisorModalProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'info' | 'form'>('info');
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const close = () => {
    setStep('info');
    onClose();
  };
  const benefits = t('trustedAdvisor.benefits', { returnObjects: true }) as string[];

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('trustedAdvisor.title')}
      closeDisabled={status === 'submitting'}
    >
      {step === 'info' ? (
        <>
          <Intro>{t('trustedAdvisor.intro')}</Intro>
          <Benefits>
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </Benefits>
          <Button $size="lg" $block onClick={() => setStep('form')}>
            {t('trustedAdvisor.next')}
          </Button>
        </>
      ) : (
        <>
          <StepHeader>
            {status !== 'success' && (
              <Button
                $variant="ghost"
                $size="sm"
                onClick={() => setStep('info')}
                disabled={status === 'submitting'}
              >
                <span aria-hidden="true">←</span> {t('trustedAdvisor.back')}
              </Button>
            )}
            <h3>{t('trustedAdvisor.formTitle')}</h3>
          </StepHeader>
          <LeadForm
            source={LEAD_SOURCE.trustedAdvisor}
            submit={submit}
            onDone={close}
            onStatusChange={setStatus}
          />
        </>
      )}
    </Modal>
  );
}

const Benefits = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding-left: 28px;
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    color: ${({ theme }) => theme.colors.success};
    font-weight: 700;
  }
`;

const StepHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
  h3 {
    font-size: 1.05rem;
  }
`;
