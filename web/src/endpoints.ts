import { EVENT_ICS_PATH_PREFIX } from './event-links';

// Every same-origin address Hosting sends to a Cloud Function other than the pages' (the browser, the console and
// the mails ask these; the function's name is its export in functions/src/index.ts). Being same-origin, the site
// and the console need no functions host, locally or in production. firebase.json is JSON that cannot import
// these: scripts/lib/hosting-rewrites.test.ts keeps its rewrites equal to FUNCTION_REWRITES, in order.

export const HEALTH_PATH = '/api/health';
export const SITEMAP_PATH = '/sitemap.xml';

/** The one-click unsubscribe link of every visitor mail (RFC 8058). */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe';
/** The "Cancelar inscrição" link of every sign-up mail. */
export const CANCEL_RSVP_PATH = '/api/rsvp/cancel';
/** POST by the site after a form is created: the answer to it may go out (the client's hourly ceiling). */
export const MAIL_RELEASE_PATH = '/api/mail-release';

export const MARKET_INTELLIGENCE_PATH = '/api/market-intelligence';
/** `?name=`: a CVC's sector and staff, looked up by name. */
export const CVC_INFO_PATH = '/api/cvc-info';

/** The report download callable. */
export const REPORT_DOWNLOAD_FUNCTION = 'downloadReport';
export const REPORT_DOWNLOAD_PATH = '/api/report-download';

/** The console's form POST that renders an article in any status through the site's article page. */
export const ARTICLE_PREVIEW_PATH = '/api/staff/preview';

/** The data subject's rights callable (export or erase everything held on an address), for admins. */
export const PERSONAL_DATA_FUNCTION = 'personalData';
export const PERSONAL_DATA_PATH = '/api/staff/personalData';

/** The callable functions of the Equipe screen. */
export const STAFF_FUNCTIONS = {
  invite: 'inviteStaff',
  update: 'updateStaff',
  remove: 'removeStaff',
  resetFactors: 'resetStaffFactors',
  security: 'staffSecurity',
  factorsChanged: 'staffFactorsChanged',
} as const;

/** Where the console reaches each of them. */
export const STAFF_CALLABLE_PATHS = {
  invite: '/api/staff/invite',
  update: '/api/staff/update',
  remove: '/api/staff/remove',
  resetFactors: '/api/staff/reset-factors',
  security: '/api/staff/security',
  factorsChanged: '/api/staff/factors-changed',
} as const;

export interface FunctionRewrite {
  /** Hosting's glob. */
  source: string;
  functionId: string;
}

const staffRewrites = (Object.keys(STAFF_FUNCTIONS) as (keyof typeof STAFF_FUNCTIONS)[]).map((key) => ({
  source: STAFF_CALLABLE_PATHS[key],
  functionId: STAFF_FUNCTIONS[key],
}));

/** Hosting's rewrites to functions, in firebase.json's order: all before the pages' catch-alls. */
export const FUNCTION_REWRITES: readonly FunctionRewrite[] = [
  { source: HEALTH_PATH, functionId: 'health' },
  ...staffRewrites,
  { source: UNSUBSCRIBE_PATH, functionId: 'unsubscribe' },
  { source: CANCEL_RSVP_PATH, functionId: 'cancelRsvp' },
  { source: ARTICLE_PREVIEW_PATH, functionId: 'articlePreview' },
  { source: PERSONAL_DATA_PATH, functionId: PERSONAL_DATA_FUNCTION },
  { source: REPORT_DOWNLOAD_PATH, functionId: REPORT_DOWNLOAD_FUNCTION },
  { source: MAIL_RELEASE_PATH, functionId: 'releaseVisitorMail' },
  { source: SITEMAP_PATH, functionId: 'sitemap' },
  { source: MARKET_INTELLIGENCE_PATH, functionId: 'fetchMarketIntelligence' },
  { source: CVC_INFO_PATH, functionId: 'fetchCvcInfo' },
  { source: `${EVENT_ICS_PATH_PREFIX}*.ics`, functionId: 'eventCalendar' },
];
