import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PUBLIC_TEXT_MAX as MAX, type EventRsvpInput } from '@cvc/domain';
import { Button } from './Button';
import { emptyValues, Form, FormError, FormFields, type FieldSpec } from './FormFields';
import { Honeypot } from './Honeypot';
import { useSubmission } from './useSubmission';

type RsvpField = 'name' | 'email' | 'company' | 'position' | 'phone';

interface RsvpFormProps {
  eventId: string;
  submit: (rsvp: EventRsvpInput) => Promise<void>;
  onSuccess: () => void;
  onBack: () => void;
}

/** Event sign-up: all five fields required; a failure shows the inline message of SPEC §8 and keeps the data. */
export function RsvpForm({ eventId, submit, onSuccess, onBack }: RsvpFormProps) {
  const { t } = useTranslation();
  const fields: FieldSpec<RsvpField>[] = [
    { name: 'name', label: t('lead.name'), autoComplete: 'name', maxLength: MAX.name },
    { name: 'email', label: t('lead.email'), type: 'email', autoComplete: 'email', maxLength: MAX.email },
    { name: 'company', label: t('lead.company'), autoComplete: 'organization', maxLength: MAX.company },
    {
      name: 'position',
      label: t('lead.position'),
      autoComplete: 'organization-title',
      maxLength: MAX.position,
    },
    { name: 'phone', label: t('lead.phone'), type: 'tel', autoComplete: 'tel', maxLength: MAX.phone },
  ];
  const [values, setValues] = useState(() => emptyValues(fields));
  const { status, problems, run, honeypot } = useSubmission(
    submit,
    fields.map(({ name }) => name),
  );
  const submitting = status === 'submitting';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await run({ ...values, event_id: eventId })) === 'success') onSuccess();
  };

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
      {status === 'failure' && <FormError role="alert">{t('events.rsvpError')}</FormError>}
      <Row>
        <Button $variant="ghost" onClick={onBack} disabled={submitting}>
          <span aria-hidden="true">←</span> {t('trustedAdvisor.back')}
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('lead.submitting') : t('events.rsvpSubmit')}
        </Button>
      </Row>
    </Form>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
`;
