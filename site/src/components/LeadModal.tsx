import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_SOURCE, type LeadInput } from '@cvc/domain';
import styled from 'styled-components';
import { LeadForm } from './LeadForm';
import { Modal } from './Modal';
import type { SubmissionStatus } from './useSubmission';

export interface LeadModalProps {
  open: boolean;
  onClose: () => void;
  submit: (lead: LeadInput) => Promise<void>;
}

/** Membership lead modal (source 'Associação'); closing is blocked while the form is submitting. */
export function LeadModal({ open, onClose, submit }: LeadModalProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('lead.title')}
      closeDisabled={status === 'submitting'}
      size="sm"
    >
      <Intro>{t('lead.subtitle')}</Intro>
      <LeadForm source={LEAD_SOURCE.membership} submit={submit} onDone={onClose} onStatusChange={setStatus} />
    </Modal>
  );
}

export const Intro = styled.p`
  margin-bottom: 18px;
  color: ${({ theme }) => theme.colors.muted};
`;
