import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { PUBLIC_ROUTES } from '@cvc/web';
import styled from 'styled-components';
import { type FormConsent } from '@cvc/domain';
import { prepareFormAppCheck } from '../data/appCheck';
import { usePrivacyConsentMessages } from '../i18n/privacyConsent/messages';
import { useSiteSettings } from '../site-context/SiteSettings';
import { Button, type ButtonVariant } from './Button';
import { emptyValues, Form, FormError, FormFields, type FieldSpec, type FormValues } from './FormFields';
import { Honeypot } from './Honeypot';
import { Link } from './Link';
import { useSubmission, type SubmissionStatus } from './useSubmission';

export interface PublicFormProps<K extends string> {
  fields: readonly FieldSpec<K>[];
  /**
   * Sends the typed values with the notice version shown and the marketing choice (the caller adds what the
   * form does not show: a source, an id).
   */
  send: (values: FormValues<K> & FormConsent) => Promise<void>;
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
 * refuses shows its own message instead and takes the focus. Under the fields, the optional marketing box (never
 * ticked in advance) and the sentence linking to the privacy notice (LGPD art. 9), whose version is sent along.
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
  const [marketing, setMarketing] = useState(false);
  const { m } = usePrivacyConsentMessages();
  const noticeVersion = useSiteSettings().privacy.notice_version;
  const marketingId = useId();
  const { status, problems, run, honeypot } = useSubmission(
    send,
    fields.map(({ name }) => name),
  );

  useEffect(() => onStatusChange?.(status), [status, onStatusChange]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await run({ ...values, notice_version: noticeVersion, marketing_opt_in: marketing });
    if (outcome === 'success') {
      setValues(emptyValues(fields));
      setMarketing(false);
      onSent?.();
    } else if (outcome === 'failure' && 'alert' in failure) {
      window.alert(failure.alert);
    }
  };

  if (status === 'success' && sent !== undefined) return sent;
  const sending = status === 'submitting';
  const label = sending ? submittingLabel : submitLabel;
  return (
    <Form onSubmit={onSubmit} onFocus={prepareFormAppCheck}>
      {heading}
      <Honeypot {...honeypot} />
      <FormFields
        fields={fields}
        values={values}
        disabled={sending}
        problems={problems}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
      />
      <Marketing>
        <input
          id={marketingId}
          type="checkbox"
          checked={marketing}
          disabled={sending}
          onChange={(event) => setMarketing(event.target.checked)}
        />
        <label htmlFor={marketingId}>{m.marketing}</label>
      </Marketing>
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
      <Notice>
        {m.noticeBefore}
        {/* A new tab, so the typed data stays in the form (and in the dialog) while the visitor reads. */}
        <Link to={PUBLIC_ROUTES.privacy} target="_blank" rel="noopener">
          {m.noticeLink}
        </Link>
        {m.noticeAfter}
      </Notice>
    </Form>
  );
}

const Marketing = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  font-size: 0.88rem;
  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin-top: 2px;
  }
`;

const Notice = styled.p`
  font-size: 0.82rem;
  a {
    color: inherit;
    text-decoration: underline;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
`;
