import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type EditionProgress, type EditionStatus } from '@cvc/domain';
import { EDITION_MAIL_FIELD, editionRef } from './editionBatch';

// What happened to an edition, counted when a member asks: count queries over the mail queue (one read per
// thousand mails counted) and the subscriptions ended since the send began. Mail copies expire
// (RETENTION_MAIL_DAYS), so each count is kept on the edition and an older, larger one stands.

const COUNT_KEYS = ['queued', 'sent', 'failed', 'unsubscribed_since'] as const;
type Counts = Record<(typeof COUNT_KEYS)[number], number>;

async function count(query: FirebaseFirestore.Query): Promise<number> {
  return (await query.count().get()).data().count;
}

export async function editionProgress(db: Firestore, editionId: string): Promise<EditionProgress | null> {
  const ref = editionRef(db, editionId);
  const edition = await ref.get();
  if (!edition.exists) return null;
  const status = edition.get('status') as EditionStatus;
  const startedAt = edition.get('send.started_at') as Timestamp | undefined;
  const base = {
    status,
    recipients: Number(edition.get('send.recipients') ?? 0),
    last_error: (edition.get('send.last_error') as string | null | undefined) ?? null,
  };
  if (!startedAt) return { ...base, queued: 0, sent: 0, failed: 0, unsubscribed_since: 0 };

  const mails = db.collection(COLLECTIONS.mail).where(EDITION_MAIL_FIELD, '==', editionId);
  const [queued, sent, failed, unsubscribed_since] = await Promise.all([
    count(mails),
    count(mails.where('delivery.state', '==', 'SUCCESS')),
    count(mails.where('delivery.state', '==', 'ERROR')),
    count(
      db
        .collection(COLLECTIONS.newsletterSubscribers)
        .where('status', '==', 'unsubscribed')
        .where('unsubscribed_at', '>=', startedAt),
    ),
  ]);
  const live: Counts = { queued, sent, failed, unsubscribed_since };
  const kept = (edition.get('send.counts') ?? {}) as Partial<Counts>;
  // Once the copies start to expire the live counts fall: what was counted before stands.
  const counts = (kept.queued ?? 0) > live.queued ? { ...live, ...pick(kept) } : live;
  if (COUNT_KEYS.some((key) => kept[key] !== counts[key])) await ref.update({ 'send.counts': counts });
  return { ...base, ...counts };
}

function pick(kept: Partial<Counts>): Counts {
  return {
    queued: kept.queued ?? 0,
    sent: kept.sent ?? 0,
    failed: kept.failed ?? 0,
    unsubscribed_since: kept.unsubscribed_since ?? 0,
  };
}
