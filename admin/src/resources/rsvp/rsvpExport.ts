import type { DataProvider } from 'react-admin';
import { rsvpCsv, rsvpCsvFileName } from '@cvc/domain';
import type { EventRsvp } from '@cvc/domain';

/** Far above any real event; the export reads every sign-up of the current filter in one query. */
const EXPORT_LIMIT = 10_000;

/**
 * The SPEC §7 sign-ups file for the current filter (one event or all), named after the event and today's
 * date; null when there is nothing to export.
 */
export async function buildRsvpExport(
  dataProvider: DataProvider,
  filter: { event_id?: string },
  today: Date,
): Promise<{ csv: string; fileName: string } | null> {
  const { data } = await dataProvider.getList<EventRsvp>('rsvp', {
    filter: filter.event_id ? { event_id: filter.event_id } : {},
    sort: { field: 'created_at', order: 'DESC' },
    pagination: { page: 1, perPage: EXPORT_LIMIT },
  });
  if (data.length === 0) return null;
  const eventIds = [...new Set(data.map((row) => row.event_id))];
  const { data: events } = await dataProvider.getMany<{ id: string; title: string }>('events', {
    ids: eventIds,
  });
  const titles = new Map(events.map((event) => [String(event.id), event.title]));
  const title = filter.event_id ? (titles.get(filter.event_id) ?? null) : null;
  return { csv: rsvpCsv(data, titles), fileName: rsvpCsvFileName(title, today) };
}
