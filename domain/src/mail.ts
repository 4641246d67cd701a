// Outgoing mail follows the document shape of Firebase's Trigger Email extension: whoever wants to send writes
// one document to `mail`; the sendMail function delivers it over SMTP and records how it went under `delivery`.
// The collection is closed to every client (firestore.rules): only functions and scripts write it.

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
  message: MailMessage;
}
