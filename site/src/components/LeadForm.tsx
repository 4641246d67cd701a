import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_SUCCESS_CLOSE_MS, type LeadInput, type LeadSource } from '@cvc/domain';
import { contactFields } from './contactFields';
import { SuccessBox } from './FormFields';
import { PublicForm } from './PublicForm';
import type { SubmissionStatus } from './useSubmission';

export interface LeadFormProps {
  source: LeadSource;
  submit: (lead: LeadInput) => Promise<void>;
  /** Called LEAD_SUCCESS_CLOSE_MS after a success, when the form has been reset: the modal closes. */
  onDone: () => void;
  /** The campaign and Venture Lab forms also ask for the position. */
  withPosition?: boolean;
  onStatusChange?: (status: SubmissionStatus) => void;
  submitLabel?: string;
}

/**
 * Lead form with the states of SPEC §4: 'Enviando...' and everything disabled while submitting; on success a
 * confirmation for 3 s, then reset and onDone; on failure the alert of SPEC §8 and the typed data kept.
 */
export function LeadForm({
  source,
  submit,
  onDone,
  withPosition,
  onStatusChange,
  submitLabel,
}: LeadFormProps) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  // Each round is a fresh form: a new key empties it and starts it again at 'idle'.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setSent(false);
      setRound((current) => current + 1);
      onDone();
    }, LEAD_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
    // Only a new success should start the timer, not a new onDone from the parent's render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sent]);

  return (
    <PublicForm
      key={round}
      fields={contactFields(
        withPosition
          ? ['name', 'email', 'company', 'position', 'phone']
          : ['name', 'email', 'company', 'phone'],
        (name) => t(`lead.${name}`),
      )}
      send={(values) => submit({ ...values, source, status: 'new' })}
      submitLabel={submitLabel ?? t('lead.submit')}
      submittingLabel={t('lead.submitting')}
      failure={{ alert: t('lead.error') }}
      sent={
        <SuccessBox role="status">
          <strong>{t('lead.successTitle')}</strong>
          <p>{t('lead.successText')}</p>
        </SuccessBox>
      }
      onSent={() => setSent(true)}
      onStatusChange={onStatusChange}
    />
  );
}
