// When an event happens: its start and end, in São Paulo and as UTC. The .ics builder, the Google Calendar
// link and the schema.org JSON-LD all start from these facts. An event's `date` and times are São Paulo
// wall-clock values; this file does its day arithmetic in UTC so the runtime's zone never matters.
import { normaliseTime } from './format';
import { audienceInstant, audienceUtcOffset } from './audience-time';
import type { CvcEvent } from './schemas/event';

/** An event with a start time but no end is shown as lasting this long (a talk or panel plus networking). */
export const EVENT_DEFAULT_DURATION_MINUTES = 120;

/** The fields that say when an event happens. */
export type EventWhen = Pick<CvcEvent, 'date' | 'start_time' | 'end_time'>;

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
  return audienceInstant(year, month, day, minutesOf(time));
}

/** ISO 8601 for schema.org: '2026-11-22' for an all-day event, '2026-11-22T19:00:00-03:00' otherwise. */
export function eventIsoDates(event: EventWhen): { start: string; end: string } {
  const times = eventTimes(event);
  if (times.allDay) return { start: times.start, end: addDays(times.end, -1) };
  const iso = (at: LocalDateTime) => `${at.date}T${at.time}:00${audienceUtcOffset()}`;
  return { start: iso(times.start), end: iso(times.end) };
}
