// Log lines that alert policies match (scripts/lib/monitoring-policies.ts builds log-based metrics on them):
// the functions log exactly these texts as the entry's message, so renaming one here renames it on both sides.

/** The mail sender stopped trying: the mail is ERROR, unsent (logged at ERROR with the mail's id). */
export const MAIL_GAVE_UP_LOG = 'sendMail: gave up';

/**
 * Visitor mail reached its hourly ceiling: new mail waits in the queue (logged at WARNING or above by the
 * ceiling's code, which imports this text).
 */
export const VISITOR_MAIL_CEILING_LOG = 'visitorMail: hourly ceiling reached';
