import {
  PUBLICATION_STATUS_LABELS,
  formatDateTimeBR,
  isScheduled,
  isWithdrawn,
  type PublicationStatus,
} from '@cvc/domain';
import { SCHEDULE_TEXTS as T } from '../../texts/schedule';

/**
 * What a console list says of an item: Rascunho, Publicado, "Agendado para <data hora>" (São Paulo) while a
 * published item's time is ahead, "Retirado do site em <data hora>" once its unpublish time has come. Reports
 * have no status: published unless scheduled or withdrawn.
 */
export function publicationState(
  record: { status?: PublicationStatus; published_at?: Date | null; unpublish_at?: Date | null },
  now: Date,
): string {
  const status = record.status ?? 'published';
  if (status === 'published' && record.published_at && isScheduled(record, now))
    return T.scheduledFor(formatDateTimeBR(record.published_at));
  if (status === 'published' && record.unpublish_at && isWithdrawn(record, now))
    return T.withdrawnOn(formatDateTimeBR(record.unpublish_at));
  return PUBLICATION_STATUS_LABELS[status];
}
