import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { COLLECTIONS, type Language } from '@cvc/domain';
import {
  GATE_FIELD,
  MAIL_GATE_COLLECTION,
  type ClientDecision,
  type MailGateState,
  releaseId,
} from './mailGate';
import type { MailMessage, MailRequest } from './mailDocument';
import { mailDocument, queueMail } from './queue';
import { isSuppressed } from './suppressions';
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribeLink';
import { UNSUBSCRIBE_SECRET } from './unsubscribeSecret';

// Every mail to a visitor (an answer to a form) goes through here: nothing is queued for an address that
// unsubscribed, everything queued carries its one-click unsubscribe, and passes the abuse ceilings (gate below).
// Staff mail uses queueMail directly.
// The calling function must declare UNSUBSCRIBE_SECRET in its `secrets`.

export interface VisitorMail {
  to: string;
  language: Language;
  /** The site origin the unsubscribe link points at. */
  origin: string;
  /** The message, given the link its footer shows. */
  compose: (unsubscribeUrl: string) => MailMessage;
  /**
   * The abuse ceilings' say (README "Abuse ceilings"). By default ('AWAIT_RELEASE') a form's answer is held
   * until the submitting client asks for it (POST /api/mail-release, which counts the client) and then counted
   * against the hour. A function that saw and counted the client itself gives its decision
   * (clientCeiling.decideForClient); mail the system sends later to a released form (a sign-up's promotion,
   * its reminder) says 'RELEASED', so the hour still counts it. `{ releasedWith }` holds a second answer to one
   * form (mailGate.companionMailId) for that form's release.
   */
  gate?: 'AWAIT_RELEASE' | ClientDecision | { releasedWith: string };
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
  const request = visitorMailRequest(mail.to, link, mail.compose(link));
  const gate = mail.gate ?? 'AWAIT_RELEASE';
  if (typeof gate === 'object') return queueHeld(db, id, request, gate.releasedWith);
  if (gate !== 'AWAIT_RELEASE') return queueMail(db, id, request, gateFields(gate));
  return queueHeld(db, id, request, id);
}

function gateFields(state: MailGateState) {
  return { [GATE_FIELD]: { state, updated_at: Timestamp.now() } };
}

/**
 * Queues a form's answer held for its client's release of `formMail`; a release that came first (recorded on
 * `mail_gate/release-<formMail>`) is applied at once. One transaction with the release endpoint's, so neither
 * misses the other. Returns false when the mail was already queued.
 */
async function queueHeld(
  db: Firestore,
  id: string,
  request: MailRequest,
  formMail: string,
): Promise<boolean> {
  const mailRef = db.collection(COLLECTIONS.mail).doc(id);
  const releaseRef = db.collection(MAIL_GATE_COLLECTION).doc(releaseId(formMail));
  return db.runTransaction(async (tx) => {
    const [mail, release] = await Promise.all([tx.get(mailRef), tx.get(releaseRef)]);
    if (mail.exists) return false;
    const decision = release.get('decision') as ClientDecision | undefined;
    tx.create(mailRef, mailDocument(request, gateFields(decision ?? 'AWAITING_RELEASE')));
    return true;
  });
}
