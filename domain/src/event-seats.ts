import { PUBLIC_TEXT_MAX } from './public-limits';

// Seats and the waitlist of an event (SPEC "Events have seats"). The visitor only creates a sign-up; the
// system then gives it one of these statuses in a transaction, and staff may check a confirmed guest in.

/** A sign-up's place: a seat, a place in the queue, or given up by the guest (or staff). */
export const RSVP_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** How the console and the CSV name each status. */
export const RSVP_STATUS_LABELS: Record<RsvpStatus, string> = {
  confirmed: 'Confirmada',
  waitlisted: 'Lista de espera',
  cancelled: 'Cancelada',
};

/**
 * Why the system cancelled a sign-up itself (`cancel_reason`; a guest's or staff's cancel has none): a second
 * sign-up of the same address for the event while the first stands, or one whose client never released its
 * first mail, which gives its place back.
 */
export const RSVP_CANCEL_REASONS = ['duplicate', 'unreleased'] as const;
export type RsvpCancelReason = (typeof RSVP_CANCEL_REASONS)[number];

/** The statuses the system decides when a sign-up arrives. */
export type SeatDecision = Extract<RsvpStatus, 'confirmed' | 'waitlisted'>;

/** `event_seats/{event id}` (COLLECTIONS.eventSeats): the counts the site shows, kept by the functions. */
export type EventSeats = { confirmed: number; waitlisted: number };

/** A capacity as stored: a whole number of at least one seat; absent (or null) means unlimited. */
export function isCapacity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}

/**
 * A new sign-up's status given the event's counts: a seat while one is left and nobody waits for it (a seat
 * freed by a cancel goes to the first waitlisted, never to a newcomer who arrived in between).
 */
export function seatDecision(capacity: unknown, confirmed: number, waitlisted = 0): SeatDecision {
  if (!isCapacity(capacity)) return 'confirmed';
  return confirmed < capacity && waitlisted === 0 ? 'confirmed' : 'waitlisted';
}

/** How many of the waitlisted to promote now: the free seats, no more than are waiting (all of them if unlimited). */
export function promotions(capacity: unknown, confirmed: number, waitlisted: number): number {
  if (!isCapacity(capacity)) return waitlisted;
  return Math.max(0, Math.min(waitlisted, capacity - confirmed));
}

/** Seats still free, or null for an event without a capacity. Never below zero. */
export function seatsLeft(capacity: unknown, confirmed: number): number | null {
  return isCapacity(capacity) ? Math.max(0, capacity - confirmed) : null;
}

/** Whether a status names a sign-up as stored (older sign-ups, before seats, have none: they count as confirmed). */
export function rsvpStatus(value: unknown): RsvpStatus {
  return (RSVP_STATUSES as readonly unknown[]).includes(value) ? (value as RsvpStatus) : 'confirmed';
}

/** Firestore refuses ids with a slash, '.', '..' and `__x__`; such an id names no event. */
export function isPossibleEventId(id: string): boolean {
  return (
    id.length > 0 &&
    id.length <= PUBLIC_TEXT_MAX.id &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id)
  );
}
