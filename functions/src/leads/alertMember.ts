import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, LEAD_ALERTS_PER_MEMBER_HOURLY_MAX } from '@cvc/domain';
import { leadAlert, leadConsoleUrl } from '../mail/leadAlert';
import type { LeadForMail } from '../mail/leadAcknowledgement';
import { mailDocument } from '../mail/queue';
import {
  type AlertedMember,
  backlogRef,
  countInWindow,
  heldDigestLeads,
  digestRef,
  holdLead,
  sendDigest,
  waitingLeads,
  windowRef,
} from './leadAlertWindow';

export interface AlertedLead {
  id: string;
  details: LeadForMail & { source: string };
  replyTo?: string | undefined;
}

/** alert: its own mail; digest: one mail with the leads held before it; held: kept for a digest; already: a retry. */
export type AlertOutcome = 'alert' | 'digest' | 'held' | 'already';

/**
 * Tells one member of one lead, within LEAD_ALERTS_PER_MEMBER_HOURLY_MAX mails per UTC hour. Past it the lead
 * is held for a digest; the first alert of a later hour with room goes out as that digest, listing the held
 * leads and this one. One transaction on the member's window of `now`'s hour and backlog, so a burst of leads
 * cannot send more than the ceiling, and a retried trigger finds its alert or its held lead and does nothing.
 */
export async function alertMember(
  db: Firestore,
  member: AlertedMember,
  lead: AlertedLead,
  origin: string,
  now: Date = new Date(),
  max: number = LEAD_ALERTS_PER_MEMBER_HOURLY_MAX,
): Promise<AlertOutcome> {
  const alertRef = db.collection(COLLECTIONS.mail).doc(`lead-alert-${lead.id}-${member.uid}`);
  return db.runTransaction(async (tx) => {
    const [window, backlog, alert, digest] = await tx.getAll(
      windowRef(db, member.uid, now),
      backlogRef(db, member.uid),
      alertRef,
      digestRef(db, member.uid, now),
    );
    const waiting = waitingLeads(backlog!);
    if (alert!.exists || waiting.ids.includes(lead.id)) return 'already';
    const sent = Number(window!.get('count') ?? 0);
    if (sent >= max || (digest!.exists && waiting.ids.length + waiting.more > 0)) {
      holdLead(tx, backlog!, member.uid, lead.id, now);
      return 'held';
    }
    if (waiting.ids.length + waiting.more > 0) {
      const listed = await heldDigestLeads(tx, db, waiting.ids, origin);
      const current = { ...lead.details, url: leadConsoleUrl(origin, lead.id) };
      sendDigest(tx, db, member, backlog!, [...listed, current], waiting.more, origin, now);
      countInWindow(tx, db, member.uid, sent, now);
      return 'digest';
    }
    tx.create(
      alertRef,
      mailDocument({
        to: [member.email],
        // Answering the alert writes to the visitor; an address the sender would refuse must not cost the alert.
        ...(lead.replyTo ? { replyTo: lead.replyTo } : {}),
        message: leadAlert(lead.details, { name: member.name }, leadConsoleUrl(origin, lead.id)),
      }),
    );
    countInWindow(tx, db, member.uid, sent, now);
    return 'alert';
  });
}
