import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { EXPIRE_AT_FIELD } from '../shared/retention';
import { type ClientCeiling, countClient, logDecision } from './clientCeiling';
import { MAIL_GATE_COLLECTION, type ClientDecision } from './mailGate';
import { recipientCounterId } from './recipientCeiling';

/** A recipient's counter outlives its day by a day (Firestore TTL on `expire_at`). */
const RECIPIENT_TTL_MS = 48 * 60 * 60 * 1000;

/** The log line when an address has had its report mails for the day. */
export const RECIPIENT_CEILING_LOG = 'visitorMail: recipient daily ceiling reached';

export type ReportMailDecision = ClientDecision | 'RECIPIENT_CEILING';

/**
 * Decides a report download's mail in one transaction: past the recipient's daily ceiling nothing is queued and
 * nothing counted; otherwise the client's hourly ceiling decides as for any form, and a released mail counts
 * against the recipient's day too. Concurrent downloads for one address meet on the same counter document, so
 * no two can both take its last place.
 */
export async function decideReportMail(
  db: Firestore,
  mailId: string,
  client: ClientCeiling,
  recipient: { address: string; max: number },
): Promise<ReportMailDecision> {
  const ref = db
    .collection(MAIL_GATE_COLLECTION)
    .doc(recipientCounterId(recipient.address, client.now, client.secret));
  const decision = await db.runTransaction(async (tx) => {
    const sent = Number((await tx.get(ref)).get('count') ?? 0);
    if (sent >= recipient.max) return 'RECIPIENT_CEILING' as const;
    const counted = await countClient(tx, db, client);
    counted.record();
    if (counted.decision === 'RELEASED') {
      tx.set(ref, {
        count: sent + 1,
        [EXPIRE_AT_FIELD]: Timestamp.fromMillis(client.now.getTime() + RECIPIENT_TTL_MS),
      });
    }
    return counted.decision;
  });
  if (decision === 'RECIPIENT_CEILING') logger.info(RECIPIENT_CEILING_LOG, { mailId, max: recipient.max });
  else logDecision(decision, mailId, client.max);
  return decision;
}
