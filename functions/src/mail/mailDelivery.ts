import type { MailDelivery, MailDeliveryInfo } from './mailDocument';

// The sender's decisions, free of Firestore and SMTP so they can be tested alone: who may work on a mail, how
// long to wait between tries, which failures are worth another try, and what `delivery` becomes at each step.

/** Delivery as read back from a document: any field may be missing or of the wrong kind. */
export type StoredDelivery = Partial<MailDelivery<{ toMillis(): number }>> | undefined;

export type ClaimDecision = { claim: true; resumed: boolean } | { claim: false; reason: string };

/**
 * Whether the run handling event `eventId` may work on the mail now. A fresh mail (no delivery, or PENDING) and a
 * RETRY without an owner (a staff member's resend) are free; a PROCESSING or RETRY mail belongs to the run
 * whose lease is still live, unless that run was this very event, which means the platform redelivered it after
 * the earlier run died (the only way one event arrives twice). SUCCESS and ERROR are final.
 */
export function claimDecision(delivery: StoredDelivery, nowMs: number, eventId: string): ClaimDecision {
  const state = delivery?.state ?? 'PENDING';
  if (state === 'SUCCESS' || state === 'ERROR') return { claim: false, reason: `already ${state}` };
  if (state === 'PENDING') return { claim: true, resumed: false };
  const leaseLive = (delivery?.leaseExpireTime?.toMillis() ?? 0) > nowMs;
  const ownLease = delivery?.leaseEventId === eventId;
  if (leaseLive && !ownLease) return { claim: false, reason: `${state}, owned by another run` };
  return { claim: true, resumed: state === 'PROCESSING' || ownLease };
}

/** Milliseconds to wait after failed attempt `attempt` (1-based) of a run: base, 2 × base, 4 × base… */
export function retryDelayMs(attempt: number, baseSeconds: number): number {
  return baseSeconds * 1000 * 2 ** (attempt - 1);
}

/** Every wait of a run of `maxAttempts` tries, in order: one fewer than the tries. */
export function retrySchedule(maxAttempts: number, baseSeconds: number): number[] {
  return Array.from({ length: Math.max(maxAttempts - 1, 0) }, (_, i) => retryDelayMs(i + 1, baseSeconds));
}

/** What nodemailer's errors carry that matters here. */
export interface SmtpFailure {
  message?: string;
  code?: string;
  responseCode?: number;
  response?: string;
}

/**
 * A 5xx reply is the server's final word (unknown mailbox, relay refused, bad credentials): trying again sends
 * the same request to the same answer. Anything else (refused connection, timeout, 4xx) may pass later.
 */
export function isPermanent(failure: SmtpFailure): boolean {
  return (
    typeof failure.responseCode === 'number' && failure.responseCode >= 500 && failure.responseCode < 600
  );
}

/** A connection nothing answered: no SMTP server listens at the address. */
export function isConnectionRefused(failure: SmtpFailure): boolean {
  return [failure.code, failure.message].some((text) => text?.includes('ECONNREFUSED') ?? false);
}

/**
 * Whether a failed try ends the mail at once: a 5xx everywhere; on the emulators a refused connection too, as no
 * local SMTP server runs there (test runs start one only for the suites that read mail) and retries against the
 * closed port would keep the emulator's one-at-a-time trigger queue busy while other suites wait on it.
 */
export function endsDelivery(failure: SmtpFailure, onEmulator: boolean): boolean {
  return isPermanent(failure) || (onEmulator && isConnectionRefused(failure));
}

/** One line for `delivery.error`: the SMTP reply when there is one, else the error itself. */
export function describeFailure(failure: unknown): string {
  const f = (
    typeof failure === 'object' && failure !== null ? failure : { message: String(failure) }
  ) as SmtpFailure;
  const text = f.response ?? f.message ?? 'unknown error';
  return f.code && !text.includes(f.code) ? `${f.code}: ${text}` : text;
}

/** The fields a step writes under `delivery`, as a flat update with field paths. */
export type DeliveryPatch = Record<`delivery.${string}`, unknown>;

export function claimPatch<Time>(eventId: string, now: Time, leaseExpire: Time): DeliveryPatch {
  return {
    'delivery.state': 'PROCESSING',
    'delivery.startTime': now,
    'delivery.endTime': null,
    'delivery.nextAttemptTime': null,
    'delivery.leaseExpireTime': leaseExpire,
    'delivery.leaseEventId': eventId,
  };
}

export function retryPatch<Time>(attempts: number, error: string, nextAttempt: Time): DeliveryPatch {
  return {
    'delivery.state': 'RETRY',
    'delivery.attempts': attempts,
    'delivery.error': error,
    'delivery.nextAttemptTime': nextAttempt,
  };
}

/** SUCCESS or ERROR: the run lets go of the mail, so a later RETRY by hand finds it free. */
export function finalPatch<Time>(
  outcome: { state: 'SUCCESS'; info: MailDeliveryInfo } | { state: 'ERROR'; error: string },
  attempts: number,
  now: Time,
): DeliveryPatch {
  return {
    'delivery.state': outcome.state,
    'delivery.attempts': attempts,
    'delivery.endTime': now,
    'delivery.nextAttemptTime': null,
    'delivery.leaseExpireTime': null,
    'delivery.leaseEventId': null,
    ...(outcome.state === 'SUCCESS'
      ? { 'delivery.info': outcome.info, 'delivery.error': null }
      : { 'delivery.error': outcome.error }),
  };
}

/** Addresses as nodemailer reports them (strings or { address }), as plain strings. */
export function addressList(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.map((entry) =>
    typeof entry === 'object' && entry !== null && 'address' in entry ? String(entry.address) : String(entry),
  );
}
