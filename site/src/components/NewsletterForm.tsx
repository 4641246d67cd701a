import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { NEWSLETTER_SUBSCRIBE_PATH, PUBLIC_ROUTES } from '@cvc/web';
import type { SubscribeOutcome } from '../data/subscribeNewsletter';
import { useLanguage } from '../i18n/useLanguage';
import { usePrivacyConsentMessages } from '../i18n/privacyConsent/messages';
import { useSiteSettings } from '../site-context/SiteSettings';
import { Button } from './Button';
import { Link } from './Link';

// Only the shape of an address: the server checks it with the domain's schema (no zod on the pages).
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Status = 'idle' | 'sending' | SubscribeOutcome;

/**
 * The footer's newsletter form: an address, the privacy sentence, and a send that asks for the double
 * opt-in's confirmation mail. A refused address keeps what was typed, with the message beside the field.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const noticeVersion = useSiteSettings().privacy.notice_version;
  const privacy = usePrivacyConsentMessages().m;
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const id = useId();
  const [fieldId, problemId, titleId] = [`${id}-email`, `${id}-problem`, `${id}-title`];

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field as it is: typed into before the form was live (HydrateOnInteraction), it is ahead of `email`.
    const typed = String(new FormData(event.currentTarget).get('email') ?? '');
    setEmail(typed);
    const address = typed.trim();
    if (!LOOKS_LIKE_EMAIL.test(address)) {
      setStatus('invalid');
      document.getElementById(fieldId)?.focus();
      return;
    }
    setStatus('sending');
    const { subscribeNewsletter } = await import('../data/subscribeNewsletter');
    const outcome = await subscribeNewsletter({
      email: address,
      language,
      page: pathname,
      notice_version: noticeVersion,
    });
    setStatus(outcome);
    if (outcome === 'requested') {
      setSentTo(address);
      setEmail('');
    } else if (outcome === 'invalid') document.getElementById(fieldId)?.focus();
  };

  const invalid = status === 'invalid';
  const sending = status === 'sending';
  return (
    // method and action for a send without the script (the root is inert until it boots, but a browser may
    // still send it): a POST the function answers with a page, never a GET with the address in the URL.
    <Form
      aria-labelledby={titleId}
      method="post"
      action={NEWSLETTER_SUBSCRIBE_PATH}
      noValidate
      onSubmit={onSubmit}
    >
      <h3 id={titleId}>{t('footer.newsletter.title')}</h3>
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="page" value={pathname} />
      <input type="hidden" name="notice_version" value={noticeVersion} />
      <p>{t('footer.newsletter.text')}</p>
      <label htmlFor={fieldId}>{t('footer.newsletter.email')}</label>
      <Row>
        <input
          id={fieldId}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
          value={email}
          disabled={sending}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? problemId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" $variant="accent" disabled={sending}>
          {sending ? t('footer.newsletter.sending') : t('footer.newsletter.button')}
        </Button>
      </Row>
      {invalid && (
        <Problem id={problemId} role="alert">
          {t('footer.newsletter.invalid')}
        </Problem>
      )}
      {(status === 'tooMany' || status === 'failed') && (
        <Problem role="alert">{t(`footer.newsletter.${status}`)}</Problem>
      )}
      {status === 'requested' && <Sent role="status">{t('footer.newsletter.sent', { email: sentTo })}</Sent>}
      <Notice>
        {privacy.noticeBefore}
        <Link to={PUBLIC_ROUTES.privacy} target="_blank" rel="noopener">
          {privacy.noticeLink}
        </Link>
        {privacy.noticeAfter}
      </Notice>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 8px;
  max-width: 420px;
  p {
    font-size: 0.92rem;
  }
  label {
    color: #fff;
    font-size: 0.9rem;
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  input {
    flex: 1 1 200px;
    min-width: 0;
    padding: 10px 12px;
    border: 1px solid #c7d4f0;
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: #fff;
  }
  input[aria-invalid='true'] {
    border-color: #fca5a5;
    box-shadow: 0 0 0 2px #fca5a5;
  }
`;

const Problem = styled.p`
  color: #fecaca;
  font-weight: 600;
`;

const Sent = styled.p`
  color: #a7f3d0;
  font-weight: 600;
`;

const Notice = styled.p`
  && {
    font-size: 0.8rem;
  }
  a {
    color: inherit;
    text-decoration: underline;
  }
`;
