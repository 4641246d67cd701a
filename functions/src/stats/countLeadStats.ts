import { adminApp } from '../shared/adminApp';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, STATS_DOCS, expiredWeeks, leadStatsDelta } from '@cvc/domain';
import type { LeadFacts } from '@cvc/domain';
import { applyStatsDelta, changeTime } from './applyStatsDelta';

function facts(data: Record<string, unknown> | undefined): LeadFacts | null {
  if (!data) return null;
  const created = data.created_at as { toDate?: () => Date } | undefined;
  return { status: data.status, source: data.source, created_at: created?.toDate?.() ?? null };
}

/**
 * Keeps `stats/leads` (per status, per week and source) for the Painel on every create, status change and
 * delete of a lead; other edits (notes, search fields) write nothing.
 */
export const countLeadStats = onDocumentWritten(`${COLLECTIONS.leads}/{leadId}`, async (event) => {
  const now = new Date();
  const delta = leadStatsDelta(facts(event.data?.before.data()), facts(event.data?.after.data()), now);
  await applyStatsDelta(getFirestore(adminApp()), STATS_DOCS.leads, {
    delta,
    changedAt: changeTime(event.data?.after, event.time),
    eventId: event.id,
    expired: { weeks: expiredWeeks(now) },
  });
});
