import {
  PUBLICATION_STATUS_LABELS,
  formatDateTimeBR,
  isScheduled,
  type PublicationStatus,
} from '@cvc/domain';

/**
 * What a console list says of an item: Rascunho, Publicado, or "Agendado para <data hora>" (São Paulo) while a
 * published item's time is ahead. Reports have no status: published unless scheduled.
 */
export function publicationState(
  record: { status?: PublicationStatus; published_at?: Date | null },
  now: Date,
): string {
  const status = record.status ?? 'published';
  if (status === 'published' && record.published_at && isScheduled(record, now))
    return `Agendado para ${formatDateTimeBR(record.published_at)}`;
  return PUBLICATION_STATUS_LABELS[status];
}
