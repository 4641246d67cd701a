// Outgoing mail follows the document shape of Firebase's Trigger Email extension: whoever wants to send writes
// one document to `mail`; the sendMail function delivers it over SMTP and records how it went under `delivery`.
// The collection is closed to every client (firestore.rules): only functions and scripts write it.
import { z } from '@cvc/domain';

export const MAIL_COLLECTION = 'mail';

/** A text attachment, such as an event's .ics. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  subject: string;
  /** The plain-text part; every message has one beside its HTML. */
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** The extension's states: PENDING on create, PROCESSING while sending, RETRY between attempts, then one end. */
export const MAIL_DELIVERY_STATES = ['PENDING', 'PROCESSING', 'RETRY', 'SUCCESS', 'ERROR'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

/** What a caller writes; `delivery` is the sender's to fill. */
export interface MailRequest {
  to: string[];
  /** Where a reply goes instead of the sender address (MAIL_FROM), e.g. the visitor behind a staff alert. */
  replyTo?: string;
  /** Extra headers, e.g. a visitor mail's List-Unsubscribe pair (unsubscribeLink.ts); staff mail has none. */
  headers?: Record<string, string>;
  message: MailMessage;
}

/** What the SMTP server said when it took the message. */
export interface MailDeliveryInfo {
  messageId: string;
  accepted: string[];
  rejected: string[];
}

/**
 * The sender's record under `delivery`, with times as the store gives them (Firestore Timestamps there).
 * `leaseExpireTime` and `leaseEventId` mark the run that owns the mail, so a redelivered event cannot send twice.
 */
export interface MailDelivery<Time = Date> {
  state: MailDeliveryState;
  /** Attempts made so far, over every run (a resend by hand adds to it). */
  attempts: number;
  startTime: Time | null;
  endTime: Time | null;
  /** The last failure, kept until a send succeeds. */
  error: string | null;
  /** When the next attempt is due while the state is RETRY. */
  nextAttemptTime: Time | null;
  leaseExpireTime: Time | null;
  leaseEventId: string | null;
  info: MailDeliveryInfo | null;
}

// Loose on purpose for addresses (the SMTP server is the judge); strict on shape, so a malformed document ends
// in ERROR with the reason instead of a half-built message.
const address = z
  .string()
  .trim()
  .min(3)
  .max(320)
  .regex(/^[^\s@<>]+@[^\s@<>]+$/, 'not an email address');

/** A mail document as the sender reads it. */
export const mailRequestSchema = z.object({
  to: z.array(address).min(1, 'no recipient').max(50),
  replyTo: address.optional(),
  // A header name is a token and its value one line: nothing stored here can start another header.
  headers: z
    .record(
      z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,76}$/),
      z
        .string()
        .max(2000)
        .regex(/^[^\r\n]*$/),
    )
    .optional(),
  message: z.object({
    subject: z.string().trim().min(1, 'no subject').max(998),
    text: z.string().min(1, 'no text part'),
    html: z.string().min(1, 'no html part'),
    attachments: z
      .array(z.object({ filename: z.string().min(1), content: z.string(), contentType: z.string().min(1) }))
      .max(10)
      .optional(),
  }),
});
