import type { Exporter, FetchRelatedRecords } from 'react-admin';
import { rsvpCsv, rsvpCsvFileName } from '@cvc/domain';
import type { EventRsvp } from '@cvc/domain';
import { downloadTextFile } from '../../features/csv-export/downloadFile';

/**
 * The SPEC §7 sign-ups file: the domain builder's rows with each sign-up's event title, named after the event
 * when every row belongs to one (the list filtered by event), else after no event ('todas'), and the date.
 */
export async function buildRsvpFile(
  rows: EventRsvp[],
  fetchRelated: FetchRelatedRecords,
  today: Date,
): Promise<{ csv: string; fileName: string }> {
  const events = await fetchRelated<{ id: string; title: string }>(rows, 'event_id', 'events');
  const titles = new Map(Object.values(events).map((event) => [String(event.id), event.title]));
  const eventIds = [...new Set(rows.map((row) => row.event_id))];
  const title = eventIds.length === 1 ? (titles.get(eventIds[0]!) ?? null) : null;
  return { csv: rsvpCsv(rows, titles), fileName: rsvpCsvFileName(title, today) };
}

/** The sign-ups list's react-admin exporter. */
export const rsvpExporter: Exporter<EventRsvp> = async (rows, fetchRelated) => {
  const { csv, fileName } = await buildRsvpFile(rows, fetchRelated, new Date());
  downloadTextFile(csv, fileName);
};
