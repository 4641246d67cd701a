import type { ReactNode } from 'react';
import type { LeadInput, LeadSource } from '@cvc/domain';
import { contactFields } from '../../components/contactFields';
import { PublicForm } from '../../components/PublicForm';
import { useLandingFormMessages } from './messages';

export interface LandingLeadFormProps {
  source: LeadSource;
  submit: (lead: LeadInput) => Promise<void>;
  submitLabel: string;
  /** Shown in place of the form after a successful submit. */
  success: ReactNode;
}

/**
 * The lead form of the campaign and Venture Lab pages: five required fields including position (SPEC §5).
 * Unlike the home modals it lives on the page, so success replaces it for good (the typed data is cleared) and
 * a failure shows this page's alert, re-enabling the button with the data kept.
 */
export function LandingLeadForm({ source, submit, submitLabel, success }: LandingLeadFormProps) {
  const { m } = useLandingFormMessages();
  return (
    <PublicForm
      fields={contactFields(['name', 'email', 'company', 'position', 'phone'], (name) => m[name])}
      send={(values) => submit({ ...values, source, status: 'new' })}
      submitLabel={submitLabel}
      submittingLabel={m.submitting}
      failure={{ alert: m.error }}
      sent={<div role="status">{success}</div>}
      buttonVariant="accent"
    />
  );
}
