import { adminApp } from '../shared/adminApp';
import { getFirestore, type DocumentData } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, STATS_DOCS, expiredWeeks, newsletterStatsDelta } from '@cvc/domain';
import type { SubscriptionFacts } from '@cvc/domain';
import { applyStatsDelta, changeTime } from './applyStatsDelta';

const asDate = (value: unknown) => (value as { toDate?: () => Date } | undefined)?.toDate?.() ?? null;

function facts(data: DocumentData | undefined): SubscriptionFacts | null {
  if (!data) return null;
  return {
    status: data.status,
    confirmed_at: asDate(data.confirmed_at),
    unsubscribed_at: asDate(data.unsubscribed_at),
  };
}

/**
 * Keeps `stats/newsletter` (per status; per week, who confirmed and who left) for the Painel's subscribers over
 * time, on every request, confirmation, unsubscribe and removal; a resent confirmation writes nothing.
 */
export const countNewsletterStats = onDocumentWritten(
  `${COLLECTIONS.newsletterSubscribers}/{subscriberId}`,
  async (event) => {
    const now = new Date();
    const delta = newsletterStatsDelta(
      facts(event.data?.before.data()),
      facts(event.data?.after.data()),
      now,
    );
    await applyStatsDelta(getFirestore(adminApp()), STATS_DOCS.newsletter, {
      delta,
      changedAt: changeTime(event.data?.after, event.time),
      eventId: event.id,
      expired: { weeks: expiredWeeks(now) },
    });
  },
);
