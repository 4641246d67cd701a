import { createHmac } from 'node:crypto';

// The per-recipient daily ceiling's ids, free of Firestore: one counter per address and UTC day.

/** The UTC day `now` falls in, as an id part: `2026-11-25`. */
export function dayKey(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The id of a recipient's counter for one day: an HMAC of the day and the address (lower-cased, trimmed) under
 * the secret key, so the stored id names no address and two days' counters cannot be linked. A deterministic
 * id is what lets concurrent downloads meet on one document, in one transaction each.
 */
export function recipientCounterId(address: string, now: Date, secret: string): string {
  const digest = createHmac('sha256', secret)
    .update(`mail-recipient:${dayKey(now)}:${address.trim().toLowerCase()}`)
    .digest('hex');
  return `recipient-${digest}`;
}
