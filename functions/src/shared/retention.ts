// How long each kind of personal record is kept, and the `expire_at` instant Firestore's TTL policies delete
// it after. Pure (no params, no Firestore) so the functions, the seed and the migration compute the same dates.

/** The field the TTL policies of firestore.indexes.json watch. */
export const EXPIRE_AT_FIELD = 'expire_at';

/** Mail copies hold a whole message to a visitor: never kept longer than this, whatever the param says. */
export const MAIL_RETENTION_MAX_DAYS = 90;

export interface RetentionPeriods {
  leadDays: number;
  rsvpDaysAfterEvent: number;
  downloadDays: number;
  mailDays: number;
}

/** The params' defaults, and what the seed and the migration use. */
export const RETENTION_DEFAULTS: RetentionPeriods = {
  leadDays: 730,
  rsvpDaysAfterEvent: 180,
  downloadDays: 730,
  mailDays: 90,
};

const DAY_MS = 86_400_000;

function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/**
 * The periods as given, each whole and positive or else its default (an int param outside the functions'
 * runtime reads as 0), the mail's capped at MAIL_RETENTION_MAX_DAYS.
 */
export function retentionPeriods(given: Partial<RetentionPeriods> = {}): RetentionPeriods {
  const pick = (key: keyof RetentionPeriods): number => {
    const value = given[key];
    return typeof value === 'number' && Number.isInteger(value) && value > 0
      ? value
      : RETENTION_DEFAULTS[key];
  };
  return {
    leadDays: pick('leadDays'),
    rsvpDaysAfterEvent: pick('rsvpDaysAfterEvent'),
    downloadDays: pick('downloadDays'),
    mailDays: Math.min(pick('mailDays'), MAIL_RETENTION_MAX_DAYS),
  };
}

/** When a record was stored: its stored timestamp (anything with toDate()), or `fallback` without one. */
export function storedAt(value: unknown, fallback: Date): Date {
  if (typeof value === 'object' && value !== null && 'toDate' in value) {
    const date = (value as { toDate: () => unknown }).toDate();
    if (date instanceof Date && Number.isFinite(date.getTime())) return date;
  }
  return fallback;
}

export function leadExpiry(createdAt: Date, periods: RetentionPeriods = RETENTION_DEFAULTS): Date {
  return addDays(createdAt, periods.leadDays);
}

/**
 * A sign-up is kept for the period after its event's day ends (the event date is 'YYYY-MM-DD', taken as UTC,
 * so a day later covers every time zone's evening); with no valid event date, after the sign-up itself.
 * Never earlier than that from the sign-up: a sign-up to a long-past event is still kept its full period.
 */
export function rsvpExpiry(
  eventDate: string | null | undefined,
  createdAt: Date,
  periods: RetentionPeriods = RETENTION_DEFAULTS,
): Date {
  const fromSignUp = addDays(createdAt, periods.rsvpDaysAfterEvent);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(eventDate ?? '');
  if (!match) return fromSignUp;
  const dayAfter = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1);
  if (!Number.isFinite(dayAfter)) return fromSignUp;
  const fromEvent = addDays(new Date(dayAfter), periods.rsvpDaysAfterEvent);
  return fromEvent > fromSignUp ? fromEvent : fromSignUp;
}

export function downloadExpiry(downloadedAt: Date, periods: RetentionPeriods = RETENTION_DEFAULTS): Date {
  return addDays(downloadedAt, periods.downloadDays);
}

export function mailExpiry(queuedAt: Date, periods: RetentionPeriods = RETENTION_DEFAULTS): Date {
  return addDays(queuedAt, Math.min(periods.mailDays, MAIL_RETENTION_MAX_DAYS));
}
