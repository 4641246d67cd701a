import { LANGUAGES } from '@cvc/domain';
import { EVENT_ICS_PATH_PREFIX } from './event-links';
import { FEED_PATH_PATTERN } from './feeds';
import { localizedPath } from './languages';
import { CVC_INFO_PATH } from './site-endpoints/cvc-info';
import { MAIL_RELEASE_PATH } from './site-endpoints/mail-release';
import { MARKET_INTELLIGENCE_PATH } from './site-endpoints/market-intelligence';
import { NEWSLETTER_SUBSCRIBE_PATH } from './site-endpoints/newsletter-subscribe';
import { REPORT_DOWNLOAD_FUNCTION, REPORT_DOWNLOAD_PATH } from './site-endpoints/report-download';

// Every same-origin address Hosting sends to a Cloud Function other than the pages' (the browser, the console and
// the mails ask these; the function's name is its export in functions/src/index.ts). Being same-origin, the site
// and the console need no functions host, locally or in production. firebase.json is JSON that cannot import
// these: scripts/lib/hosting-rewrites.test.ts keeps its rewrites equal to functionRewrites(), in order. The paths
// the site's pages fetch are a module each (site-endpoints/), so each lands in the chunk of the page that asks it.

export const HEALTH_PATH = '/api/health';
export const SITEMAP_PATH = '/sitemap.xml';
/** The Atom feeds of news and opinions (feeds.ts has their paths). */
export const FEED_FUNCTION = 'feed';

/** The one-click unsubscribe link of every visitor mail (RFC 8058). */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe';
/** The newsletter's confirmation link (double opt-in): a GET shows a button, its POST confirms. */
export const NEWSLETTER_CONFIRM_PATH = '/api/newsletter/confirm';
/** The "Cancelar inscrição" link of every sign-up mail. */
export const CANCEL_RSVP_PATH = '/api/rsvp/cancel';

/** The console's form POST that renders an article in any status through the site's article page. */
export const ARTICLE_PREVIEW_PATH = '/api/staff/preview';

/** The data subject's rights callable (export or erase everything held on an address), for admins. */
export const PERSONAL_DATA_FUNCTION = 'personalData';
export const PERSONAL_DATA_PATH = '/api/staff/personalData';

/** The newsletter editions' callable: count, preview, test, send, resume, progress. */
export const NEWSLETTER_EDITION_FUNCTION = 'newsletterEdition';
export const NEWSLETTER_EDITION_PATH = '/api/staff/newsletter-edition';

/** The callable functions of the Equipe screen. */
export const STAFF_FUNCTIONS = {
  invite: 'inviteStaff',
  update: 'updateStaff',
  remove: 'removeStaff',
  resetFactors: 'resetStaffFactors',
  security: 'staffSecurity',
  confirmFactor: 'confirmStaffFactor',
} as const;

/** Where the console reaches each of them. */
export const STAFF_CALLABLE_PATHS = {
  invite: '/api/staff/invite',
  update: '/api/staff/update',
  remove: '/api/staff/remove',
  resetFactors: '/api/staff/reset-factors',
  security: '/api/staff/security',
  confirmFactor: '/api/staff/confirm-factor',
} as const;

export interface FunctionRewrite {
  /** Hosting's glob. */
  source: string;
  functionId: string;
}

/**
 * Hosting's rewrites to functions, in firebase.json's order: all before the pages' catch-alls. A function, so a
 * bundle that only reads a path carries none of this.
 */
export function functionRewrites(): FunctionRewrite[] {
  return [
    { source: HEALTH_PATH, functionId: 'health' },
    { source: STAFF_CALLABLE_PATHS.invite, functionId: STAFF_FUNCTIONS.invite },
    { source: STAFF_CALLABLE_PATHS.update, functionId: STAFF_FUNCTIONS.update },
    { source: STAFF_CALLABLE_PATHS.remove, functionId: STAFF_FUNCTIONS.remove },
    { source: STAFF_CALLABLE_PATHS.resetFactors, functionId: STAFF_FUNCTIONS.resetFactors },
    { source: STAFF_CALLABLE_PATHS.security, functionId: STAFF_FUNCTIONS.security },
    { source: STAFF_CALLABLE_PATHS.confirmFactor, functionId: STAFF_FUNCTIONS.confirmFactor },
    { source: UNSUBSCRIBE_PATH, functionId: 'unsubscribe' },
    { source: CANCEL_RSVP_PATH, functionId: 'cancelRsvp' },
    { source: NEWSLETTER_CONFIRM_PATH, functionId: 'confirmNewsletter' },
    { source: NEWSLETTER_SUBSCRIBE_PATH, functionId: 'subscribeNewsletter' },
    { source: ARTICLE_PREVIEW_PATH, functionId: 'articlePreview' },
    { source: PERSONAL_DATA_PATH, functionId: PERSONAL_DATA_FUNCTION },
    { source: NEWSLETTER_EDITION_PATH, functionId: NEWSLETTER_EDITION_FUNCTION },
    { source: REPORT_DOWNLOAD_PATH, functionId: REPORT_DOWNLOAD_FUNCTION },
    { source: MAIL_RELEASE_PATH, functionId: 'releaseVisitorMail' },
    { source: SITEMAP_PATH, functionId: 'sitemap' },
    ...LANGUAGES.map((language) => ({
      source: localizedPath(language, FEED_PATH_PATTERN),
      functionId: FEED_FUNCTION,
    })),
    { source: MARKET_INTELLIGENCE_PATH, functionId: 'fetchMarketIntelligence' },
    { source: CVC_INFO_PATH, functionId: 'fetchCvcInfo' },
    { source: `${EVENT_ICS_PATH_PREFIX}*.ics`, functionId: 'eventCalendar' },
  ];
}
