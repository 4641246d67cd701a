import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { mailLanguage } from '../mail/layout';
import { companionMailId, formMailId, type ReleasableCollection } from '../mail/mailGate';
import { requestSubscription } from './requestSubscription';

/**
 * A form sent with its marketing box ticked ("Quero receber novidades…") starts the newsletter's double opt-in
 * for its address, in the form's language, with the notice version the visitor was shown. Nothing without the
 * box: the choice is never assumed.
 */
export async function askForNewsletter(
  db: Firestore,
  collection: ReleasableCollection,
  id: string,
  form: DocumentData,
  source: string,
): Promise<void> {
  if (form.marketing_opt_in !== true || typeof form.email !== 'string') return;
  try {
    await requestSubscription(db, {
      email: form.email,
      name: typeof form.name === 'string' ? form.name : null,
      language: mailLanguage(form.language),
      source,
      notice_version: typeof form.notice_version === 'string' ? form.notice_version : null,
      mailId: companionMailId(formMailId(collection, id)),
      gate: { releasedWith: formMailId(collection, id) },
    });
  } catch (error) {
    // The form's own answer (a seat, an acknowledgement) must not wait on, nor be retried for, the newsletter.
    logger.error('newsletter: request not recorded', { collection, id, error });
  }
}
