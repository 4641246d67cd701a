import { defineInt } from 'firebase-functions/params';
import { EDITION_MAILS_PER_MINUTE_DEFAULT } from '@cvc/domain';

// The pace of an edition: mails queued per minute, one batch each scheduled minute. Edition mail is not a form's
// answer, so it neither counts against nor waits for the visitor-mail ceilings; this pace is what keeps a list
// of thousands within the SMTP provider's sending rate.
export const NEWSLETTER_MAILS_PER_MINUTE = defineInt('NEWSLETTER_MAILS_PER_MINUTE', {
  default: EDITION_MAILS_PER_MINUTE_DEFAULT,
  description:
    'Newsletter mails queued per minute while an edition sends (keep it within the SMTP provider’s rate).',
});

/** The batch size as the running function sees it: a whole number from 1 to 1,000, else the default. */
export function editionBatchSize(): number {
  const value = NEWSLETTER_MAILS_PER_MINUTE.value();
  return Number.isInteger(value) && value >= 1 && value <= 1000 ? value : EDITION_MAILS_PER_MINUTE_DEFAULT;
}
