// Business constants of SPEC §4 and §9. Components import these instead of repeating the numbers.

/** Home hero: the participant logo strip advances one logo per step. */
export const LOGO_STRIP_STEP_MS = 3000;
export const LOGO_SLOT_PX = 88;

/** Market intelligence band: the shown sectors are reshuffled only when at least this many exist. */
export const MARKET_RESHUFFLE_MS = 5000;
export const MARKET_SECTORS_SHOWN = 3;
/** How many of the highest-scoring sectors the function returns as `top_sectors`; the band draws from these. */
export const MARKET_TOP_SECTORS = 6;

/** A lead form shows its confirmation this long before the modal closes and resets. */
export const LEAD_SUCCESS_CLOSE_MS = 3000;

export const HOME_LATEST_NEWS = 3;
/** At most one opinion per columnist, then the first four. */
export const HOME_OPINION_HIGHLIGHTS = 4;
export const HOME_LATEST_REPORTS = 3;

/** News, opinions and reports lists. */
export const LIST_PAGE_SIZE = 12;

/** 'Copiado!' stays on the copy-link button this long. */
export const COPIED_CONFIRMATION_MS = 2000;
export const SHARE_WINDOW = { width: 600, height: 400 } as const;

export const SUPPLIER_MAX_SERVICES_SHOWN = 4;

/** Admin leads page. */
export const LEADS_POLL_MS = 10_000;
export const LEADS_MAX = 1000;
export const CONFETTI_PIECES = 100;
export const CONFETTI_MS = 4000;
/** New lead rows keep pulsing this much longer than the confetti lasts. */
export const LEAD_HIGHLIGHT_EXTRA_MS = 5000;
/** Played in sequence, sine wave. */
export const NOTIFICATION_TONES = [
  { hz: 800, seconds: 0.2 },
  { hz: 1000, seconds: 0.2 },
  { hz: 1200, seconds: 0.3 },
] as const;
/** Browser storage keys of the leads page; the sound setting defaults to on when absent. */
export const LEADS_STORAGE_KEYS = {
  sound: 'cvc.leads.sound',
  knownIds: 'cvc.leads.knownIds',
  notifiedIds: 'cvc.leads.notifiedIds',
} as const;

/** Admin list previews and form sizes. */
export const NEWS_SUMMARY_PREVIEW_CHARS = 100;
export const COLUMNIST_BIO_PREVIEW_CHARS = 60;
export const NEWS_CONTENT_ROWS = 10;
export const OPINION_CONTENT_ROWS = 8;

export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt';
/** Local storage key holding the chosen interface language. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Auth session refresh retries start here and double on each failure. */
export const SESSION_REFRESH_BACKOFF_START_MS = 200;

/** Copy claims about the association (SPEC §1). */
export const ASSOCIATION_FOUNDED_YEAR = 2023;
export const ASSOCIATION_CORPORATIONS_MIN = 80;

/** The association's name as the site's footer gives it; every email signs off with it. */
export const ASSOCIATION_NAME = 'Associação Brasileira de Corporate Venture Capital';
/**
 * PLACEHOLDER, set before sending from production: the postal address printed in every email's footer. A real
 * association's mail must carry its address, and SPEC.md gives none (README, "Outgoing mail").
 */
export const ASSOCIATION_POSTAL_ADDRESS = 'Endereço postal a definir, São Paulo - SP, Brasil';

/**
 * Executive training campaign page (SPEC §9): what every class shares. The class's dates, price, instalments
 * and checkout are a course offer in the site settings (course-offers.ts).
 */
export const EXECUTIVE_TRAINING = {
  hours: 25,
  durationWeeks: 2,
  format: 'hybrid',
  finalSessionCity: 'São Paulo',
  claimedMonthlySalaryBRL: 30_000,
} as const;

/** 2030 Revolução Tech quick course (SPEC §2 and §9); its sales window and price are a course offer. */
export const REVOLUCAO_2030_COURSE = {
  hours: 3,
  modules: 5,
  certificate: true,
} as const;

/** Region of every Cloud Function; close to the Brazilian audience. */
export const FUNCTIONS_REGION = 'southamerica-east1';
