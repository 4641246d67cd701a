// Ceilings on what the public can make the association mail, as business rules: the functions enforce them
// (functions/src/mail/, functions/src/leads/), the docs quote them (docs/mail.md "Abuse").

/**
 * Report-link mails one recipient address gets per UTC day, however many downloads (from however many clients)
 * name it; later downloads still get the file, only the mail is not sent.
 */
export const REPORT_MAILS_PER_ADDRESS_DAILY_MAX = 3;

/**
 * Lead alert mails one staff member gets per UTC hour. Past it, the hour's further leads wait for one digest,
 * sent by the first alert of a later hour that has room (or by the schedule that sends waiting digests).
 */
export const LEAD_ALERTS_PER_MEMBER_HOURLY_MAX = 5;

/** Leads a digest lists by name; more are counted ("e mais N") and all are on the console's leads screen. */
export const LEAD_DIGEST_LISTED_MAX = 50;
