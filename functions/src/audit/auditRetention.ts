import { defineInt } from 'firebase-functions/params';

/** The default: two years, so a change can be traced over a whole yearly cycle and the one before. */
export const AUDIT_RETENTION_DAYS_DEFAULT = 730;
const DAY_MS = 86_400_000;

export const AUDIT_RETENTION_DAYS = defineInt('AUDIT_RETENTION_DAYS', {
  default: AUDIT_RETENTION_DAYS_DEFAULT,
  description:
    'Days an entry of the change history (audit_log) is kept; Firestore TTL then deletes it (expire_at).',
});

/** When an entry made at `at` expires: the param if whole and positive, else the default. */
export function auditExpiry(at: Date, days: number): Date {
  const kept = Number.isInteger(days) && days > 0 ? days : AUDIT_RETENTION_DAYS_DEFAULT;
  return new Date(at.getTime() + kept * DAY_MS);
}
