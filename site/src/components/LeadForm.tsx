import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_SUCCESS_CLOSE_MS, PUBLIC_TEXT_MAX as MAX, type LeadInput, type LeadSource } from '@cvc/domain';
import { Button } from './Button';
import { emptyValues, Form, FormFields, SuccessBox, type FieldSpec } from './FormFields';
import { Honeypot } from './Honeypot';
import { useSubmission, type SubmissionStatus } from './useSubmission';

type LeadField = 'name' | 'email' | 'company' | 'position' | 'phone';

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
  const fields: FieldSpec<LeadField>[] = [
    { name: 'name', label: t('lead.name'), autoComplete: 'name', maxLength: MAX.name },
    { name: 'email', label: t('lead.email'), type: 'email', autoComplete: 'email', maxLength: MAX.email },
    { name: 'company', label: t('lead.company'), autoComplete: 'organization', maxLength: MAX.company },
    ...(withPosition
      ? [
          {
            name: 'position' as const,
            label: t('lead.position'),
            autoComplete: 'organization-title',
            maxLength: MAX.position,
          },
        ]
      : []),
    { name: 'phone', label: t('lead.phone'), type: 'tel', autoComplete: 'tel', maxLength: MAX.phone },
  ];
  const [values, setValues] = useState(() => emptyValues(fields));
  const { status, problems, run, reset, honeypot } = useSubmission(
    submit,
    fields.map(({ name }) => name),
  );

  useEffect(() => onStatusChange?.(status), [status, onStatusChange]);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => {
      setValues(emptyValues(fields));
      reset();
      onDone();
    }, LEAD_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
    // `fields` is rebuilt on each render; only a new success should start the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await run({ ...values, source, status: 'new' })) === 'failure') window.alert(t('lead.error'));
  };

  if (status === 'success') {
    return (
      <SuccessBox role="status">
        <strong>{t('lead.successTitle')}</strong>
        <p>{t('lead.successText')}</p>
      </SuccessBox>
    );
  }
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
      <Button type="submit" $size="lg" $block disabled={submitting}>
        {submitting ? t('lead.submitting') : (submitLabel ?? t('lead.submit'))}
      </Button>
    </Form>
  );
}
