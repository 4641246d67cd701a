import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingUrl } from '../../support/emulators';
import {
  ALL_DAY_EVENT,
  DISABLED_EVENT,
  TIMED_EVENT,
  removeEventFixtures,
  writeEventFixtures,
} from './eventFixtures';

// GET /api/events/<id>.ics through the Hosting rewrite, read back with an iCalendar parser as a calendar app
// would: the start and end in São Paulo time, the place, the title, the link back to the event.
const ORIGIN = hostingUrl('');

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  // The file's own VTIMEZONE defines America/Sao_Paulo; registered, times convert to UTC with its offset.
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('No VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('event .ics download through the Hosting rewrite', () => {
  beforeAll(writeEventFixtures);
  afterAll(removeEventFixtures);

  it('serves a timed event as an attachment whose times are São Paulo wall-clock times', async () => {
    const response = await fetch(hostingUrl(`/api/events/${TIMED_EVENT.id}.ics`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="evento-${TIMED_EVENT.id}.ics"`,
    );
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    const text = await response.text();
    expect(text).toContain('\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

    const { calendar, vevent, event } = parseIcs(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(event.summary).toBe(TIMED_EVENT.title);
    expect(event.location).toBe(TIMED_EVENT.location);
    expect(event.description).toContain(TIMED_EVENT.description);
    expect(event.uid).toBe(`event-${TIMED_EVENT.id}@cvc`);
    expect(vevent.getFirstPropertyValue('url')).toBe(`${ORIGIN}/?event=${TIMED_EVENT.id}`);

    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Sao_Paulo');
    expect(event.startDate.toString()).toBe('2031-03-15T19:00:00');
    expect(event.endDate.toString()).toBe('2031-03-15T21:30:00');
    // 19:00 in São Paulo (UTC-3) is 22:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2031-03-15T22:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2031-03-16T00:30:00.000Z');
  });

  it('serves an all-day event as dates, ending the next day', async () => {
    const response = await fetch(hostingUrl(`/api/events/${ALL_DAY_EVENT.id}.ics`));
    expect(response.status).toBe(200);
    const { event } = parseIcs(await response.text());
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2031-12-31');
    expect(event.endDate.toString()).toBe('2032-01-01');
    expect(event.summary).toBe(ALL_DAY_EVENT.title);
  });

  it('answers 404 for a disabled or unknown event, and for ids Firestore cannot hold', async () => {
    for (const path of [
      `/api/events/${DISABLED_EVENT.id}.ics`,
      '/api/events/it-no-such-event.ics',
      '/api/events/__x__.ics',
    ]) {
      const response = await fetch(hostingUrl(path));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
      expect(await response.text()).toBe('Evento não encontrado.');
    }
  });

  it('refuses every method but GET and HEAD with 405', async () => {
    const response = await fetch(hostingUrl(`/api/events/${TIMED_EVENT.id}.ics`), { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
