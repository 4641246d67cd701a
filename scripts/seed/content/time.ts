import { toIsoDate } from '@cvc/domain';

const HOUR_MS = 3_600_000;

/** The instant `days` days and `hours` hours before `now`. */
export function before(now: Date, days: number, hours = 0): Date {
  return new Date(now.getTime() - (days * 24 + hours) * HOUR_MS);
}

/**
 * The calendar date `offsetDays` days from `now` on the audience's calendar (São Paulo's), as YYYY-MM-DD: the
 * site, the rules and the functions all close an event's day there, whatever the seeding machine's zone.
 */
export function isoDate(now: Date, offsetDays = 0): string {
  return toIsoDate(before(now, -offsetDays));
}
