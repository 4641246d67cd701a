import { z } from '../zod';
import { PUBLIC_TEXT_MAX as MAX } from '../public-limits';
import { PRIVACY_TEXT_MAX } from '../field-limits';
import { LANGUAGES } from '../constants';
import { requiredEmail } from './fields';

/**
 * What the footer's newsletter form sends (POST /api/newsletter/subscribe): the address, the page's language and
 * path (the consent's where), and the notice version shown beside the field.
 */
export const newsletterRequestSchema = z.object({
  email: requiredEmail(MAX.email),
  language: z.enum(LANGUAGES),
  // A path of this site: '//host' or '/\\host' would be another site's address to a browser.
  page: z
    .string()
    .max(300)
    .regex(/^\/(?![/\\])[^\s\\]*$/),
  notice_version: z.string().trim().min(1).max(PRIVACY_TEXT_MAX.notice_version),
});

export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;

/** The endpoint's answers, for the site's form and the tests. */
export const NEWSLETTER_REQUEST_ERRORS = {
  method: 'Method not allowed: POST only',
  invalid: 'Expected JSON { email, language, page, notice_version } with a valid address',
  ceiling: 'Too many requests from this address this hour',
  failed: 'The request could not be recorded',
} as const;
