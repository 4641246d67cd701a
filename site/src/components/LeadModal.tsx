import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_SOURCE, type LeadInput, type LeadSource } from '@cvc/domain';
import styled from 'styled-components';
import { LeadForm } from './LeadForm';
import { Modal } from './Modal';
import type { SubmissionStatus } from './useSubmission';

export interface LeadModalProps {
  open: boolean;
  onClose: () => void;
  submit: (lead: LeadInput) => Promise<void>;
}

interface LeadFormModalProps extends LeadModalProps {
  title: string;
  intro: string;
  source: LeadSource;
  withPosition?: boolean;
}

/** A lead form in a modal whose closing is blocked while the form is submitting. */
export function LeadFormModal({
  open,
  onClose,
  submit,
  title,
  intro,
  source,
  withPosition,
}: LeadFormModalProps) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  return (
    <Modal open={open} onClose={onClose} title={title} closeDisabled={status === 'submitting'} size="sm">
      <Intro>{intro}</Intro>
      <LeadForm
        source={source}
        submit={submit}
        onDone={onClose}
        onStatusChange={setStatus}
        withPosition={withPosition}
      />
    </Modal>
  );
}

/** Membership lead modal (source 'Associação'). */
export function LeadModal(props: LeadModalProps) {
  const { t } = useTranslation();
  return (
    <LeadFormModal
      {...props}
      title={t('lead.title')}
      intro={t('lead.subtitle')}
      source={LEAD_SOURCE.membership}
    />
  );
}

export const Intro = styled.p`
  margin-bottom: 18px;
  color: ${({ theme }) => theme.colors.muted};
`;
