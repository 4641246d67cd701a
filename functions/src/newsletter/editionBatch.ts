import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  EDITION_FAILURES_MAX,
  EDITION_MESSAGES,
  type EditionDraft,
  type EditionSend,
  type EditionStatus,
} from '@cvc/domain';
import { mailLanguage } from '../mail/layout';
import { queueMail } from '../mail/queue';
import { suppressionRef } from '../mail/suppressions';
import { visitorMailRequest } from '../mail/visitorMail';
import { editionEntries, editionMailTo } from './editionContent';

// An edition goes out a batch at a time: each batch queues one mail per confirmed subscriber after the cursor
// (subscribers in document-id order), then moves the cursor past them. A mail's id is the edition's and the
// subscriber's, and queueMail only creates: a batch run again after a crash, or twice at once, finds the mails it
// already queued and queues nobody twice; the cursor moves only once its batch is queued, so nobody is skipped.

/** The field each edition mail carries, so the edition's counts are one indexed query each. */
export const EDITION_MAIL_FIELD = 'newsletter_edition';

export function editionRef(db: Firestore, id: string) {
  return db.collection(COLLECTIONS.newsletterEditions).doc(id);
}

/** `newsletter-<edition>-<subscriber>`: one mail per subscriber and edition, whatever runs how often. */
export function editionMailId(editionId: string, subscriberId: string): string {
  return `newsletter-${editionId}-${subscriberId}`;
}

/** The send as "Enviar" starts it: nothing queued yet, the cursor before the first subscriber. */
export function startedSend(startedBy: string, recipients: number) {
  return {
    started_at: Timestamp.now(),
    started_by: startedBy,
    recipients,
    cursor: null,
    batches: 0,
    failures: 0,
    last_error: null,
    finished_at: null,
  };
}

export interface BatchOptions {
  /** Mails at most in this batch (the pace: NEWSLETTER_MAILS_PER_MINUTE per scheduled minute). */
  size: number;
  /** The site origin the mails link to. */
  origin: string;
  /** The unsubscribe links' key (UNSUBSCRIBE_SECRET). */
  secret: string;
  now?: Date;
}

export interface BatchOutcome {
  /** Mails this run wrote (a rerun of a crashed batch writes only the missing ones). */
  queued: number;
  /** Subscribers of the batch whose address is on the suppression list. */
  suppressed: number;
  status: EditionStatus;
}

/** One batch of a sending edition; null when the edition is not sending (sent, interrupted, gone). */
export async function sendEditionBatch(
  db: Firestore,
  editionId: string,
  options: BatchOptions,
): Promise<BatchOutcome | null> {
  const ref = editionRef(db, editionId);
  const edition = await ref.get();
  if (edition.get('status') !== 'sending') return null;
  const draft = edition.data() as EditionDraft;
  const cursor = (edition.get('send.cursor') as string | null) ?? null;

  let page = db
    .collection(COLLECTIONS.newsletterSubscribers)
    .where('status', '==', 'confirmed')
    .orderBy(FieldPath.documentId())
    .limit(options.size);
  if (cursor) page = page.startAfter(cursor);
  const [subscribers, entries] = await Promise.all([page.get(), editionEntries(db, draft)]);
  // Everything picked was unpublished since the send began: an edition of nothing is not sent.
  if (entries.length === 0) throw new Error(EDITION_MESSAGES.itemsGone);

  const suppressions = subscribers.empty
    ? []
    : await db.getAll(...subscribers.docs.map((doc) => suppressionRef(db, String(doc.get('email')))));
  let queued = 0;
  let suppressed = 0;
  await Promise.all(
    subscribers.docs.map(async (subscriber, i) => {
      if (suppressions[i]?.exists) {
        suppressed++;
        return;
      }
      const email = String(subscriber.get('email'));
      const language = mailLanguage(subscriber.get('language'));
      const { link, message } = editionMailTo(
        draft,
        entries,
        email,
        language,
        options.origin,
        options.secret,
      );
      const wrote = await queueMail(
        db,
        editionMailId(editionId, subscriber.id),
        visitorMailRequest(email, link, message),
        {
          [EDITION_MAIL_FIELD]: editionId,
        },
      );
      if (wrote) queued++;
    }),
  );

  const last = subscribers.docs.at(-1)?.id ?? cursor;
  const finished = subscribers.size < options.size;
  const now = Timestamp.fromDate(options.now ?? new Date());
  const status = await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    // Another run moved this batch on first (a redelivered schedule, a member's resume): its write stands.
    if (current.get('status') !== 'sending' || (current.get('send.cursor') ?? null) !== cursor) {
      return current.get('status') as EditionStatus;
    }
    const next: EditionStatus = finished ? 'sent' : 'sending';
    tx.update(ref, {
      status: next,
      'send.cursor': last,
      'send.batches': Number(current.get('send.batches') ?? 0) + 1,
      'send.failures': 0,
      'send.last_error': null,
      'send.last_batch_at': now,
      ...(finished ? { 'send.finished_at': now } : {}),
    });
    return next;
  });
  return { queued, suppressed, status };
}

/**
 * Records a batch that failed: the next minute tries it again, and after EDITION_FAILURES_MAX failures in a row
 * the send waits as `interrupted` for a member's "Retomar envio". Returns the status it leaves.
 */
export async function recordBatchFailure(
  db: Firestore,
  editionId: string,
  error: unknown,
): Promise<EditionStatus | null> {
  const ref = editionRef(db, editionId);
  const message = error instanceof Error ? error.message : String(error);
  return db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (current.get('status') !== 'sending') return (current.get('status') as EditionStatus) ?? null;
    const failures = Number((current.get('send') as Partial<EditionSend> | undefined)?.failures ?? 0) + 1;
    const status: EditionStatus = failures >= EDITION_FAILURES_MAX ? 'interrupted' : 'sending';
    tx.update(ref, { status, 'send.failures': failures, 'send.last_error': message.slice(0, 500) });
    return status;
  });
}
