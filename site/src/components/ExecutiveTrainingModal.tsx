import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_SOURCE, type LeadInput } from '@cvc/domain';
import { Intro } from './LeadModal';
import { LeadForm } from './LeadForm';
import { Modal } from './Modal';
import type { SubmissionStatus } from './useSubmission';

export interface ExecutiveTrainingModalProps {
  open: boolean;
  onClose: () => void;
  submit: (lead: LeadInput) => Promise<void>;
}

/** Interest in the executive training (source 'executive_training'), with the position an executive holds. */
export function ExecutiveTrainingModal({ open, onClose, submit }: ExecutiveTrainingModalProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('executiveTrainingLead.title')}
      closeDisabled={status === 'submitting'}
      size="sm"
    >
      <Intro>{t('executiveTrainingLead.intro')}</Intro>
      <LeadForm
        source={LEAD_SOURCE.executiveTraining}
        submit={submit}
        onDone={onClose}
        onStatusChange={setStatus}
        withPosition
      />
    </Modal>
  );
}
