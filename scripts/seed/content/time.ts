const HOUR_MS = 3_600_000;

/** The instant `days` days and `hours` hours before `now`. */
export function before(now: Date, days: number, hours = 0): Date {
  return new Date(now.getTime() - (days * 24 + hours) * HOUR_MS);
}

/**
 * The calendar date `offsetDays` days from `now`'s local date, as YYYY-MM-DD. Local time on purpose: the site
 * compares event dates with the browser's local "today", and the seed runs on the same machine as the demo.
 */
export function isoDate(now: Date, offsetDays = 0): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offsetDays);
  const mm = String(day.getMonth() + 1).padStart(2, '0');
  const dd = String(day.getDate()).padStart(2, '0');
  return `${day.getFullYear()}-${mm}-${dd}`;
}
