import {
  PUBLICATION_STATUS_LABELS,
  formatDateTimeBR,
  isScheduled,
  isWithdrawn,
  type PublicationStatus,
} from '@cvc/domain';
import { recordDate } from '../../providers/recordDate';
import { SCHEDULE_TEXTS as T } from '../../texts/schedule';

/**
 * What a console list says of an item: Rascunho, Publicado, "Agendado para <data hora>" (São Paulo) while a
 * published item's time is ahead, "Retirado do site em <data hora>" once its unpublish time has come. Reports
 * have no status: published unless scheduled or withdrawn.
 */
export function publicationState(
  record: { status?: PublicationStatus; published_at?: unknown; unpublish_at?: unknown },
  now: Date,
): string {
  const status = record.status ?? 'published';
  const times = {
    published_at: recordDate(record.published_at),
    unpublish_at: recordDate(record.unpublish_at),
  };
  if (status === 'published' && times.published_at && isScheduled(times, now))
    return T.scheduledFor(formatDateTimeBR(times.published_at));
  if (status === 'published' && times.unpublish_at && isWithdrawn(times, now))
    return T.withdrawnOn(formatDateTimeBR(times.unpublish_at));
  return PUBLICATION_STATUS_LABELS[status];
}
