/** POST by the footer's newsletter form: starts the double opt-in (a confirmation mail to the address). */
export const NEWSLETTER_SUBSCRIBE_PATH = '/api/newsletter/subscribe';
