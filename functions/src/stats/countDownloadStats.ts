import { adminApp } from '../shared/adminApp';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, STATS_DOCS, downloadStatsDelta, expiredDays } from '@cvc/domain';
import type { DownloadFacts } from '@cvc/domain';
import { applyStatsDelta, changeTime } from './applyStatsDelta';

function facts(data: Record<string, unknown> | undefined): DownloadFacts | null {
  if (!data) return null;
  const at = data.downloaded_at as { toDate?: () => Date } | undefined;
  return {
    report_id: data.report_id,
    report_title: data.report_title,
    downloaded_at: at?.toDate?.() ?? null,
  };
}

/** Keeps `stats/downloads` (per day and report, with the report's title) for the Painel. */
export const countDownloadStats = onDocumentWritten(
  `${COLLECTIONS.reportDownloads}/{downloadId}`,
  async (event) => {
    const now = new Date();
    const delta = downloadStatsDelta(facts(event.data?.before.data()), facts(event.data?.after.data()), now);
    await applyStatsDelta(getFirestore(adminApp()), STATS_DOCS.downloads, {
      delta,
      changedAt: changeTime(event.data?.after, event.time),
      eventId: event.id,
      expired: { days: expiredDays(now) },
    });
  },
);
