import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, LEAD_ALERTS_PER_MEMBER_HOURLY_MAX } from '@cvc/domain';
import { MAIL_GATE_COLLECTION } from '../mail/mailGate';
import { readsLeads } from './readsLeads';
import {
  LEAD_BACKLOG_KIND,
  backlogRef,
  countInWindow,
  heldDigestLeads,
  digestRef,
  sendDigest,
  waitingLeads,
  windowRef,
} from './leadAlertWindow';

export type FlushOutcome = 'digest' | 'waiting' | 'dropped' | 'none';

/**
 * Sends one member's held leads as a digest if `now`'s hour has room in their window; a member who left, lost
 * the leads key or switched alerts off has the backlog dropped. One transaction, as alertMember's.
 */
export async function flushLeadDigest(
  db: Firestore,
  uid: string,
  origin: string,
  now: Date,
  max: number = LEAD_ALERTS_PER_MEMBER_HOURLY_MAX,
): Promise<FlushOutcome> {
  return db.runTransaction(async (tx) => {
    const [window, backlog, digest, record] = await tx.getAll(
      windowRef(db, uid, now),
      backlogRef(db, uid),
      digestRef(db, uid, now),
      db.collection(COLLECTIONS.adminUsers).doc(uid),
    );
    const waiting = waitingLeads(backlog!);
    if (waiting.ids.length + waiting.more === 0) return 'none';
    const email: unknown = record!.get('email');
    if (
      !record!.exists ||
      record!.get('lead_alerts') !== true ||
      !readsLeads(record!.data() ?? {}) ||
      typeof email !== 'string'
    ) {
      tx.delete(backlog!.ref);
      return 'dropped';
    }
    const sent = Number(window!.get('count') ?? 0);
    if (sent >= max || digest!.exists) return 'waiting';
    const listed = await heldDigestLeads(tx, db, waiting.ids, origin);
    const member = { uid, email, name: String(record!.get('name') ?? '') };
    sendDigest(tx, db, member, backlog!, listed, waiting.more, origin, now);
    countInWindow(tx, db, uid, sent, now);
    return 'digest';
  });
}

/**
 * Every member's held leads whose window now has room go out as digests (admitHeldMail's schedule calls it;
 * tests call it with the time they choose). Returns how many digests went.
 */
export async function flushLeadDigests(
  db: Firestore,
  origin: string,
  now: Date = new Date(),
): Promise<number> {
  const backlogs = await db.collection(MAIL_GATE_COLLECTION).where('kind', '==', LEAD_BACKLOG_KIND).get();
  let sent = 0;
  for (const backlog of backlogs.docs) {
    const uid = backlog.get('uid') as unknown;
    if (typeof uid === 'string' && (await flushLeadDigest(db, uid, origin, now)) === 'digest') sent++;
  }
  return sent;
}
