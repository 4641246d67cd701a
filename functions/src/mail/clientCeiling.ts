import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { COLLECTIONS } from '@cvc/domain';
import { EXPIRE_AT_FIELD } from '../shared/retention';
import {
  CLIENT_CEILING_LOG,
  GATE_FIELD,
  MAIL_GATE_COLLECTION,
  type ClientDecision,
  type ReleasableCollection,
  clientCounterId,
  companionMailId,
  formMailId,
  releaseId,
} from './mailGate';
import { isRecent } from './queue';

/** A counter outlives its hour by a day (Firestore TTL on `expire_at` then deletes it). */
const COUNTER_TTL_MS = 25 * 60 * 60 * 1000;
/** A release record only has to outlive the trigger that reads it. */
const RELEASE_TTL_MS = 24 * 60 * 60 * 1000;

export interface ClientCeiling {
  /** The client as counted (mailGate.clientBucket). */
  bucket: string;
  /** MAIL_CLIENT_HOURLY_MAX. */
  max: number;
  /** The key of the counters' ids (UNSUBSCRIBE_SECRET). */
  secret: string;
  now: Date;
}

const gate = (db: Firestore) => db.collection(MAIL_GATE_COLLECTION);
const expiry = (now: Date, ms: number) => Timestamp.fromMillis(now.getTime() + ms);

/**
 * Reads and counts one visitor mail of the client in `now`'s hour, within a transaction the caller writes in
 * after its own reads; returns the decision and the write that records it. Over the ceiling nothing is counted.
 */
export async function countClient(tx: Transaction, db: Firestore, client: ClientCeiling) {
  const ref = gate(db).doc(clientCounterId(client.bucket, client.now, client.secret));
  const count = Number((await tx.get(ref)).get('count') ?? 0);
  const decision: ClientDecision = count < client.max ? 'RELEASED' : 'CLIENT_CEILING';
  const record = () => {
    if (decision === 'RELEASED') {
      tx.set(ref, { count: count + 1, [EXPIRE_AT_FIELD]: expiry(client.now, COUNTER_TTL_MS) });
    }
  };
  return { decision, record };
}

export function logDecision(decision: ClientDecision, mailId: string, max: number): void {
  if (decision === 'CLIENT_CEILING') {
    logger.warn(CLIENT_CEILING_LOG, { mailId, max });
  }
}

/** For a function that sees the client itself (the report download): counts the mail it is about to queue. */
export async function decideForClient(
  db: Firestore,
  mailId: string,
  client: ClientCeiling,
): Promise<ClientDecision> {
  const decision = await db.runTransaction(async (tx) => {
    const counted = await countClient(tx, db, client);
    counted.record();
    return counted.decision;
  });
  logDecision(decision, mailId, client.max);
  return decision;
}

export type ReleaseOutcome = ClientDecision | 'NOT_FOUND';

/**
 * The submitting client asks for the mail of its form `collection/id`. A form that does not exist or is older
 * than a trigger would answer (MAIL_TRIGGER_MAX_AGE_MS) has nothing to release. Asking twice counts once and
 * gets the first answer. The decision is recorded on `mail_gate/release-<mail id>`, which the queueing code
 * reads when the release comes first, and on the mail when it is already queued and waiting.
 */
export async function releaseFormMail(
  db: Firestore,
  collection: ReleasableCollection,
  id: string,
  client: ClientCeiling,
): Promise<ReleaseOutcome> {
  const form = await db.collection(collection).doc(id).get();
  if (!form.exists || !isRecent(form.get('created_at'), client.now)) return 'NOT_FOUND';

  const mailId = formMailId(collection, id);
  const releaseRef = gate(db).doc(releaseId(mailId));
  const mailRef = db.collection(COLLECTIONS.mail).doc(mailId);
  const companionRef = db.collection(COLLECTIONS.mail).doc(companionMailId(mailId));
  const outcome = await db.runTransaction(async (tx) => {
    const [release, mail, companion] = await Promise.all([
      tx.get(releaseRef),
      tx.get(mailRef),
      tx.get(companionRef),
    ]);
    if (release.exists) return { decision: release.get('decision') as ClientDecision, fresh: false };
    const counted = await countClient(tx, db, client);
    counted.record();
    const at = Timestamp.fromDate(client.now);
    tx.create(releaseRef, {
      decision: counted.decision,
      at,
      [EXPIRE_AT_FIELD]: expiry(client.now, RELEASE_TTL_MS),
    });
    for (const held of [mail, companion]) {
      if (held.get(`${GATE_FIELD}.state`) === 'AWAITING_RELEASE') {
        tx.update(held.ref, { [`${GATE_FIELD}.state`]: counted.decision, [`${GATE_FIELD}.updated_at`]: at });
      }
    }
    return { decision: counted.decision, fresh: true };
  });
  if (outcome.fresh) logDecision(outcome.decision, mailId, client.max);
  return outcome.decision;
}
