import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonVariant } from './Button';
import { emptyValues, Form, FormError, FormFields, type FieldSpec, type FormValues } from './FormFields';
import { Honeypot } from './Honeypot';
import { useSubmission, type SubmissionStatus } from './useSubmission';

export interface PublicFormProps<K extends string> {
  fields: readonly FieldSpec<K>[];
  /** Sends the typed values (the caller adds what the form does not show: a source, an id). */
  send: (values: FormValues<K>) => Promise<void>;
  submitLabel: string;
  submittingLabel: string;
  /** What a failure to send says: in the browser's alert (the lead forms) or above the button. */
  failure: { alert: string } | { inline: string };
  /** Shown in place of the form once sent; without it the form stays, and onSent moves on. */
  sent?: ReactNode;
  onSent?: () => void;
  onStatusChange?: (status: SubmissionStatus) => void;
  /** Above the fields: the form's own title, where it has one. */
  heading?: ReactNode;
  buttonVariant?: ButtonVariant;
  /** Beside the send button, told whether the form is sending (the sign-up's way back). */
  besideSubmit?: (sending: boolean) => ReactNode;
}

/**
 * Every public form (SPEC §4): the honeypot, the labelled fields, 'Enviando...' with everything disabled while
 * sending, the sent state, and on a failure the form's message with the typed data kept; a field the schema
 * refuses shows its own message instead and takes the focus.
 */
export function PublicForm<K extends string>({
  fields,
  send,
  submitLabel,
  submittingLabel,
  failure,
  sent,
  onSent,
  onStatusChange,
  heading,
  buttonVariant,
  besideSubmit,
}: PublicFormProps<K>) {
  const [values, setValues] = useState(() => emptyValues(fields));
  const { status, problems, run, honeypot } = useSubmission(
    send,
    fields.map(({ name }) => name),
  );

  useEffect(() => onStatusChange?.(status), [status, onStatusChange]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await run(values);
    if (outcome === 'success') {
      setValues(emptyValues(fields));
      onSent?.();
    } else if (outcome === 'failure' && 'alert' in failure) {
      window.alert(failure.alert);
    }
  };

  if (status === 'success' && sent !== undefined) return sent;
  const sending = status === 'submitting';
  const label = sending ? submittingLabel : submitLabel;
  return (
    <Form onSubmit={onSubmit}>
      {heading}
      <Honeypot {...honeypot} />
      <FormFields
        fields={fields}
        values={values}
        disabled={sending}
        problems={problems}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
      />
      {status === 'failure' && 'inline' in failure && <FormError role="alert">{failure.inline}</FormError>}
      {besideSubmit ? (
        <Row>
          {besideSubmit(sending)}
          <Button type="submit" $variant={buttonVariant} disabled={sending}>
            {label}
          </Button>
        </Row>
      ) : (
        <Button type="submit" $variant={buttonVariant} $size="lg" $block disabled={sending}>
          {label}
        </Button>
      )}
    </Form>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
`;
