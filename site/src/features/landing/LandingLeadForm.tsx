import { useState, type FormEvent, type ReactNode } from 'react';
import { PUBLIC_TEXT_MAX as MAX, type LeadInput, type LeadSource } from '@cvc/domain';
import { Button } from '../../components/Button';
import { emptyValues, Form, FormFields, type FieldSpec } from '../../components/FormFields';
import { useSubmission } from '../../components/useSubmission';
import { Honeypot } from '../../components/Honeypot';
import { useLandingFormMessages } from './messages';

type Field = 'name' | 'email' | 'company' | 'position' | 'phone';

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
  const fields: FieldSpec<Field>[] = [
    { name: 'name', label: m.name, autoComplete: 'name', maxLength: MAX.name },
    { name: 'email', label: m.email, type: 'email', autoComplete: 'email', maxLength: MAX.email },
    { name: 'company', label: m.company, autoComplete: 'organization', maxLength: MAX.company },
    { name: 'position', label: m.position, autoComplete: 'organization-title', maxLength: MAX.position },
    { name: 'phone', label: m.phone, type: 'tel', autoComplete: 'tel', maxLength: MAX.phone },
  ];
  const [values, setValues] = useState(() => emptyValues(fields));
  const { status, problems, run, honeypot } = useSubmission(
    submit,
    fields.map(({ name }) => name),
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await run({ ...values, source, status: 'new' });
    if (outcome === 'success') setValues(emptyValues(fields));
    else if (outcome === 'failure') window.alert(m.error);
  };

  if (status === 'success') return <div role="status">{success}</div>;
  const submitting = status === 'submitting';
  return (
    <Form onSubmit={onSubmit}>
      <Honeypot {...honeypot} />
      <FormFields
        fields={fields}
        values={values}
        disabled={submitting}
        problems={problems}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
      />
      <Button type="submit" $variant="accent" $size="lg" $block disabled={submitting}>
        {submitting ? m.submitting : submitLabel}
      </Button>
    </Form>
  );
}
