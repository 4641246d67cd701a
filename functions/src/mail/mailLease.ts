import { type DocumentReference, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { MAIL_TIMEOUT_SECONDS } from '../shared/deploySettings';
import { type StoredDelivery, claimDecision, claimPatch } from './mailDelivery';

/** A run owns its mail a little longer than it can live, so only a dead run's mail is taken over. */
export const LEASE_MS = (MAIL_TIMEOUT_SECONDS + 60) * 1000;

/**
 * Takes the mail for the run handling event `eventId`, or says why not; returns the attempts made before. A
 * transaction: of two runs reading the same free mail at once, only one may write its lease, so only one sends.
 */
export async function claimMail(
  db: Firestore,
  ref: DocumentReference,
  eventId: string,
): Promise<{ attempts: number } | string> {
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return 'deleted';
    const delivery = snapshot.get('delivery') as StoredDelivery;
    const decision = claimDecision(delivery, Date.now(), eventId);
    if (!decision.claim) return decision.reason;
    const now = Timestamp.now();
    const attempts = typeof delivery?.attempts === 'number' ? delivery.attempts : 0;
    tx.update(ref, {
      ...claimPatch(eventId, now, Timestamp.fromMillis(now.toMillis() + LEASE_MS)),
      'delivery.attempts': attempts,
      'delivery.error': delivery?.error ?? null,
      'delivery.info': delivery?.info ?? null,
    });
    return { attempts };
  });
}
