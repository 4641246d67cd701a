import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import type { Language } from '@cvc/domain';
import type { MailMessage, MailRequest } from './mailDocument';
import { queueMail } from './queue';
import { isSuppressed } from './suppressions';
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribeLink';
import { UNSUBSCRIBE_SECRET } from './unsubscribeSecret';

// Every mail to a visitor (an answer to a form) goes through here: nothing is queued for an address that
// unsubscribed, and everything queued carries its one-click unsubscribe. Staff mail uses queueMail directly.
// The calling function must declare UNSUBSCRIBE_SECRET in its `secrets`.

export interface VisitorMail {
  to: string;
  language: Language;
  /** The site origin the unsubscribe link points at. */
  origin: string;
  /** The message, given the link its footer shows. */
  compose: (unsubscribeUrl: string) => MailMessage;
}

/** The mail document of a visitor mail: one recipient, the List-Unsubscribe headers, the message. */
export function visitorMailRequest(to: string, link: string, message: MailMessage): MailRequest {
  return { to: [to], headers: unsubscribeHeaders(link), message };
}

/** Queues `mail/{id}` unless the visitor unsubscribed; returns whether this call queued it. */
export async function queueVisitorMail(db: Firestore, id: string, mail: VisitorMail): Promise<boolean> {
  if (await isSuppressed(db, mail.to)) {
    logger.info('Visitor mail not queued: the address unsubscribed', { id });
    return false;
  }
  const link = unsubscribeUrl(mail.origin, mail.to, mail.language, UNSUBSCRIBE_SECRET.value());
  return queueMail(db, id, visitorMailRequest(mail.to, link, mail.compose(link)));
}
