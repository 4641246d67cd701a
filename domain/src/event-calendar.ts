// When an event happens, in the shapes calendars want: the .ics builder (functions/src/eventIcs.ts), the
// Google Calendar link and the schema.org JSON-LD all start from these helpers. An event's `date` and times are
// São Paulo wall-clock values; this file does its day arithmetic in UTC so the runtime's zone never matters.
import { AUDIENCE_TIME_ZONE, normaliseTime } from './format';
import { AUDIENCE_UTC_OFFSET_HOURS } from './public-limits';
import type { CvcEvent } from './schemas/event';

/** An event with a start time but no end is shown as lasting this long (a talk or panel plus networking). */
export const EVENT_DEFAULT_DURATION_MINUTES = 120;

type EventWhen = Pick<CvcEvent, 'date' | 'start_time' | 'end_time'>;

/** A São Paulo wall-clock moment: 'YYYY-MM-DD' and 'HH:MM'. */
export interface LocalDateTime {
  date: string;
  time: string;
}

export type EventTimes =
  | {
      allDay: true;
      /** First day. */ start: string;
      /** The day after the last: calendars' exclusive end. */ end: string;
    }
  | { allDay: false; start: LocalDateTime; end: LocalDateTime };

const pad = (n: number): string => String(n).padStart(2, '0');

function dateParts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year ?? 0, month ?? 1, day ?? 1];
}

/** 'YYYY-MM-DD' plus whole days, by the calendar (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = dateParts(date);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

function atMinutes(date: string, minutes: number): LocalDateTime {
  const days = Math.floor(minutes / 1440);
  const rest = minutes - days * 1440;
  return { date: addDays(date, days), time: `${pad(Math.floor(rest / 60))}:${pad(rest % 60)}` };
}

/**
 * Start and end of an event. No start time: an all-day event. A start without an end lasts
 * EVENT_DEFAULT_DURATION_MINUTES; an end at or before the start means the event runs past midnight.
 */
export function eventTimes(event: EventWhen): EventTimes {
  const start = normaliseTime(event.start_time);
  if (!start) return { allDay: true, start: event.date, end: addDays(event.date, 1) };
  const from = minutesOf(start);
  const end = normaliseTime(event.end_time);
  let to = end ? minutesOf(end) : from + EVENT_DEFAULT_DURATION_MINUTES;
  if (to <= from) to += 1440;
  return { allDay: false, start: { date: event.date, time: start }, end: atMinutes(event.date, to) };
}

/** The UTC instant of a São Paulo wall-clock moment (Brazil has kept one fixed offset since 2019). */
export function localToUtc({ date, time }: LocalDateTime): Date {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day, 0, minutesOf(time) - AUDIENCE_UTC_OFFSET_HOURS * 60));
}

/** '-03:00': the audience's offset as ISO 8601 writes it. */
export function audienceUtcOffset(): string {
  const sign = AUDIENCE_UTC_OFFSET_HOURS < 0 ? '-' : '+';
  return `${sign}${pad(Math.abs(AUDIENCE_UTC_OFFSET_HOURS))}:00`;
}

/** ISO 8601 for schema.org: '2026-11-22' for an all-day event, '2026-11-22T19:00:00-03:00' otherwise. */
export function eventIsoDates(event: EventWhen): { start: string; end: string } {
  const times = eventTimes(event);
  if (times.allDay) return { start: times.start, end: addDays(times.end, -1) };
  const iso = (at: LocalDateTime) => `${at.date}T${at.time}:00${audienceUtcOffset()}`;
  return { start: iso(times.start), end: iso(times.end) };
}

/** '20261122' (an iCalendar/Google date value). */
export function compactDate(date: string): string {
  return date.replace(/-/g, '');
}

/** '20261122T190000' (a floating iCalendar/Google date-time; the zone is given beside it). */
export function compactDateTime(at: LocalDateTime): string {
  return `${compactDate(at.date)}T${at.time.replace(':', '')}00`;
}

/** `dates=` of a Google Calendar link: local times, read in the `ctz` zone given beside them. */
export function googleCalendarDates(event: EventWhen): string {
  const times = eventTimes(event);
  return times.allDay
    ? `${compactDate(times.start)}/${compactDate(times.end)}`
    : `${compactDateTime(times.start)}/${compactDateTime(times.end)}`;
}

/**
 * "Add to Google Calendar" template link (opens a pre-filled new event). `pageUrl`, the event's share
 * address, is added to the details when given so the calendar entry leads back to the site.
 */
export function googleCalendarUrl(event: CvcEvent, pageUrl?: string): string {
  const details = [event.description, pageUrl].filter(Boolean).join('\n\n');
  // Built by hand: the domain compiles without the DOM or Node libraries, so URLSearchParams is not there.
  const params: [string, string][] = [
    ['action', 'TEMPLATE'],
    ['text', event.title],
    ['dates', googleCalendarDates(event)],
    ['ctz', AUDIENCE_TIME_ZONE],
    ['details', details],
    ['location', event.location],
  ];
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** The event's share address: the home opens its modal (SPEC §2 deep link) and the server gives its preview. */
export function eventSharePath(eventId: string): string {
  return `/?event=${encodeURIComponent(eventId)}`;
}

/** Where Hosting serves an event's .ics (a rewrite to the eventCalendar function). */
export const EVENT_ICS_PATH_PREFIX = '/api/events/';

export function eventIcsPath(eventId: string): string {
  return `${EVENT_ICS_PATH_PREFIX}${encodeURIComponent(eventId)}.ics`;
}

/** The event id in `/api/events/<id>.ics`, or null for any other path. */
export function parseEventIcsPath(path: string): string | null {
  const match = /^\/api\/events\/([^/]+)\.ics$/.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** A schema.org `Event` (https://schema.org/Event), as search engines read from JSON-LD. */
export interface EventJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Event';
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  eventStatus: 'https://schema.org/EventScheduled';
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode';
  location: { '@type': 'Place'; name: string; address: string };
  url: string;
  image?: string[];
  organizer: { '@type': 'Organization'; name: string; url: string };
}

/**
 * The event as schema.org JSON-LD. `url` is its absolute share address, `image` its absolute image URL (if
 * any), the organizer the association (the site's name and origin).
 */
export function eventJsonLd(
  event: CvcEvent,
  { url, image, organizer }: { url: string; image: string | null; organizer: { name: string; url: string } },
): EventJsonLd {
  const dates = eventIsoDates(event);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: dates.start,
    endDate: dates.end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.location, address: event.location },
    url,
    ...(image ? { image: [image] } : {}),
    organizer: { '@type': 'Organization', ...organizer },
  };
}
