// São Paulo's clock, the audience's, in one place: the site's dates, the Painel's days and weeks, an event's
// times and the console's date filters all read it here. Brazil has kept one fixed offset since 2019, which
// firestore.rules (no time zones there) uses too (AUDIENCE_UTC_OFFSET_HOURS).
import { AUDIENCE_UTC_OFFSET_HOURS } from './public-limits';

/** The time zone of the site's audience: every date the site, the mail and the .ics show is on its clock. */
export const AUDIENCE_TIME_ZONE = 'America/Sao_Paulo';

const AUDIENCE_OFFSET_MS = AUDIENCE_UTC_OFFSET_HOURS * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * A moment as São Paulo's wall clock, to be read with the getUTC* methods (or Intl with timeZone 'UTC'). A
 * moment of the zone's earlier summer times reads an hour early, which moves a date only within an hour of
 * midnight.
 */
export function audienceWallClock(date: Date): Date {
  return new Date(date.getTime() + AUDIENCE_OFFSET_MS);
}

/** The instant a São Paulo wall-clock reading (as audienceWallClock gives) stands for. */
export function fromAudienceWallClock(wall: Date): Date {
  return new Date(wall.getTime() - AUDIENCE_OFFSET_MS);
}

/** The audience's calendar day of an instant, `YYYY-MM-DD`. */
export function audienceDay(at: Date): string {
  return audienceWallClock(at).toISOString().slice(0, 10);
}

/** '-03:00': the audience's offset as ISO 8601 writes it. */
export function audienceUtcOffset(): string {
  const sign = AUDIENCE_UTC_OFFSET_HOURS < 0 ? '-' : '+';
  return `${sign}${String(Math.abs(AUDIENCE_UTC_OFFSET_HOURS)).padStart(2, '0')}:00`;
}

/** '2026-03-10T09:30:00-03:00': an instant as São Paulo's clock reads it, with the offset, to the second. */
export function audienceIsoDateTime(at: Date): string {
  return `${audienceWallClock(at).toISOString().slice(0, 19)}${audienceUtcOffset()}`;
}

/** The instant of a São Paulo wall-clock time: a day's `YYYY-MM-DD` and the minutes since its midnight. */
export function audienceInstant(year: number, month: number, day: number, minutes: number): Date {
  return fromAudienceWallClock(new Date(Date.UTC(year, month - 1, day, 0, minutes)));
}

/** The first and the last millisecond of a São Paulo day given as `YYYY-MM-DD`. */
export function audienceDayBounds(date: string): { start: Date; end: Date } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const start = audienceInstant(year, month, day, 0);
  return { start, end: new Date(start.getTime() + DAY_MS - 1) };
}

/**
 * '2026-03-10T09:30': an instant as a datetime-local input holds it on São Paulo's clock, to the minute, or to the
 * second ('2026-03-10T09:30:15') when it has seconds, so an edit opens a time typed with them unchanged.
 */
export function audienceDateTimeInput(at: Date): string {
  const wall = audienceWallClock(at).toISOString();
  return wall.slice(17, 19) === '00' ? wall.slice(0, 16) : wall.slice(0, 19);
}

/**
 * The instant a datetime-local value (`YYYY-MM-DDTHH:MM`, or with `:SS`, which a browser keeps when given) names
 * on São Paulo's clock; null when it names none.
 */
export function fromAudienceDateTimeInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const at = new Date(audienceInstant(year, month, day, hours * 60 + minutes).getTime() + seconds * 1000);
  // Date.UTC rolls 31/02 into March: a day the calendar lacks reads back as another one.
  return audienceWallClock(at).toISOString().slice(0, value.length) === value ? at : null;
}
