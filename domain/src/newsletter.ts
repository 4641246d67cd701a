// The newsletter's double opt-in: a form's marketing box asks, a signed link in a mail confirms, and only a
// confirmed address is a subscriber. One document per address (newsletter_subscribers/<sha256 of the address>),
// written only by functions.

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A second request for the same address within this gets no new confirmation mail (no mail bombing). */
export const NEWSLETTER_RESEND_AFTER_MS = DAY_MS;
/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_LINK_MS = 7 * DAY_MS;
/** An unconfirmed request is deleted (Firestore TTL on `expire_at`) this long after its last confirmation mail. */
export const NEWSLETTER_PENDING_TTL_MS = 30 * DAY_MS;

/** How the console and its export name each status. */
export const NEWSLETTER_STATUS_LABELS: Record<NewsletterStatus, string> = {
  pending: 'Aguardando confirmação',
  confirmed: 'Confirmada',
  unsubscribed: 'Cancelada',
};

/** What is stored on the address's document; `email` as normalized (trimmed, lower case). */
export interface NewsletterSubscriber {
  email: string;
  status: NewsletterStatus;
  language: string;
  /** Where the request came from: `leads:<form source>` or `event_rsvp`. */
  source: string;
  /** The privacy notice version the visitor was shown when asking. */
  notice_version: string | null;
  requested_at: Date;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  unsubscribed_at?: Date | null;
}

/** What a new request for an address leads to. */
export type SubscriptionRequestOutcome =
  /** A confirmation mail goes out; the document is (again) pending. */
  | 'SEND_CONFIRMATION'
  /** Already a subscriber: nothing to send. */
  | 'ALREADY_CONFIRMED'
  /** A confirmation went to this address less than NEWSLETTER_RESEND_AFTER_MS ago. */
  | 'RECENTLY_SENT'
  /** The address asked for no mail at all (the suppression list): no confirmation either. */
  | 'SUPPRESSED';

export function subscriptionRequestOutcome(
  existing: Pick<NewsletterSubscriber, 'status' | 'confirmation_sent_at'> | null,
  suppressed: boolean,
  now: Date,
): SubscriptionRequestOutcome {
  if (suppressed) return 'SUPPRESSED';
  if (existing?.status === 'confirmed') return 'ALREADY_CONFIRMED';
  const sentAt = existing?.confirmation_sent_at;
  if (sentAt && now.getTime() - sentAt.getTime() < NEWSLETTER_RESEND_AFTER_MS) return 'RECENTLY_SENT';
  return 'SEND_CONFIRMATION';
}

/** What a confirmation link's POST leads to. */
export type SubscriptionConfirmOutcome = 'CONFIRMED' | 'ALREADY_CONFIRMED' | 'NOT_PENDING';

/**
 * A link confirms only a pending request made before the link expired; one that ended (unsubscribed, expired and
 * deleted, suppressed since) is not brought back by an old link.
 */
export function subscriptionConfirmOutcome(
  existing: Pick<NewsletterSubscriber, 'status'> | null,
  suppressed: boolean,
): SubscriptionConfirmOutcome {
  if (suppressed || !existing) return 'NOT_PENDING';
  if (existing.status === 'confirmed') return 'ALREADY_CONFIRMED';
  return existing.status === 'pending' ? 'CONFIRMED' : 'NOT_PENDING';
}
