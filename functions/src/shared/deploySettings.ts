import { ASSOCIATION_NAME, z } from '@cvc/domain';

// The settings a deployment chooses, read by the functions as parameters (firebase-functions/params) from
// functions/.env.<project id>. The deploy checks (scripts/lib/deploy-checks.ts) validate the file with the
// schema below before anything ships; the functions declare the same names with these defaults.

/** A sender as a mail header takes it: `address` or `Display Name <address>`. */
const SENDER = /^(?:[^<>\r\n]+ <[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;
/** One host name as a browser shows it: no scheme, port or path. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A Firebase web app's id, as `apps:sdkconfig` prints it; empty until App Check is set up. */
const WEB_APP_ID = /^(?:1:\d+:web:[0-9a-f]+)?$/;

/** Ceiling of instances per public function: a flood of visitors costs at most this many. */
export const MAX_INSTANCES_LIMIT = 100;
/** Warm instances kept for the home cost money around the clock, so only a few. */
export const MIN_INSTANCES_LIMIT = 3;
/** The mail sender retries inside one run of at most this long (the 2nd-gen event-function ceiling). */
export const MAIL_TIMEOUT_SECONDS = 540;
/** Waits between attempts may add up to this much, leaving the rest of the run for the attempts themselves. */
export const MAIL_RETRY_WINDOW_LIMIT_SECONDS = 320;
export const MAIL_MAX_ATTEMPTS_LIMIT = 8;

/** Seconds of waiting, in total, between `attempts` tries that start `baseSeconds` apart and double each time. */
export function mailRetryWindowSeconds(attempts: number, baseSeconds: number): number {
  return baseSeconds * (2 ** Math.max(attempts - 1, 0) - 1);
}

export const DEPLOY_SETTINGS = {
  SITE_HOSTS: {
    default: '',
    description:
      "Custom domains of the site, comma-separated (www.example.org,example.org); the project's web.app and firebaseapp.com hosts are always allowed.",
  },
  APP_CHECK_ENFORCE: {
    default: false,
    description:
      'true makes the callables (staff, report download) refuse calls without a valid App Check token; the public /api GETs never ask one.',
  },
  APP_CHECK_APP_ID: {
    default: '',
    description:
      "The site's web app id (1:<number>:web:<hex>, as in .env.production.local): the page renderer's App Check tokens are minted for it.",
  },
  PUBLIC_MAX_INSTANCES: {
    default: 10,
    description: `Most instances each public function (pages, sitemap, feeds, /api) may scale to, 1 to ${MAX_INSTANCES_LIMIT}.`,
  },
  HOME_MIN_INSTANCES: {
    default: 0,
    description: `Instances of the home's renderer kept warm against cold starts, 0 to ${MIN_INSTANCES_LIMIT} (billed while idle).`,
  },
  MAIL_ENABLED: {
    default: false,
    description:
      'true once SMTP_CONNECTION_URI points at a real SMTP server: invitations then go by email instead of showing the link.',
  },
  MAIL_FROM: {
    default: `${ASSOCIATION_NAME} <nao-responda@cvc.org.br>`,
    description:
      'Sender of every email, "Name <address>"; the domain must be authorised at the SMTP provider (SPF and DKIM).',
  },
  MAIL_MAX_ATTEMPTS: {
    default: 6,
    description: `Tries per email before it is marked ERROR, 1 to ${MAIL_MAX_ATTEMPTS_LIMIT}.`,
  },
  MAIL_RETRY_BASE_SECONDS: {
    default: 10,
    description: `Wait before the second try, doubled before each next one; all waits together at most ${MAIL_RETRY_WINDOW_LIMIT_SECONDS} s.`,
  },
} as const;

export type DeploySettingName = keyof typeof DEPLOY_SETTINGS;
export const DEPLOY_SETTING_NAMES = Object.keys(DEPLOY_SETTINGS) as DeploySettingName[];

/** `SITE_HOSTS` as a list: trimmed, lower-cased, empty entries dropped. */
export function parseSiteHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

const integerIn = (name: DeploySettingName, min: number, max: number) =>
  z
    .string({ error: `${name} is missing` })
    .regex(/^\d+$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be a whole number from ${min} to ${max}`)
        .max(max, `${name} must be a whole number from ${min} to ${max}`),
    );

/** The dotenv values (all strings) a real deployment must give, each checked as the functions will read it. */
export const deploySettingsSchema = z
  .object({
    SITE_HOSTS: z
      .string({ error: 'SITE_HOSTS is missing (leave it empty when the site has no custom domain)' })
      .refine(
        (value) => parseSiteHosts(value).every((host) => HOST_NAME.test(host)),
        'SITE_HOSTS must be host names separated by commas, without https:// or a path (www.example.org,example.org)',
      ),
    APP_CHECK_ENFORCE: z.enum(['true', 'false'], { error: 'APP_CHECK_ENFORCE must be true or false' }),
    APP_CHECK_APP_ID: z
      .string({ error: 'APP_CHECK_APP_ID is missing (leave it empty until App Check is registered)' })
      .regex(WEB_APP_ID, "APP_CHECK_APP_ID must be the site's web app id (1:123456789:web:abc123), or empty"),
    PUBLIC_MAX_INSTANCES: integerIn('PUBLIC_MAX_INSTANCES', 1, MAX_INSTANCES_LIMIT),
    HOME_MIN_INSTANCES: integerIn('HOME_MIN_INSTANCES', 0, MIN_INSTANCES_LIMIT),
    MAIL_ENABLED: z.enum(['true', 'false'], { error: 'MAIL_ENABLED must be true or false' }),
    MAIL_FROM: z
      .string({ error: 'MAIL_FROM is missing' })
      .regex(
        SENDER,
        'MAIL_FROM must be an address or "Name <address>" (Associação <nao-responda@example.org>)',
      ),
    MAIL_MAX_ATTEMPTS: integerIn('MAIL_MAX_ATTEMPTS', 1, MAIL_MAX_ATTEMPTS_LIMIT),
    MAIL_RETRY_BASE_SECONDS: integerIn('MAIL_RETRY_BASE_SECONDS', 1, MAIL_RETRY_WINDOW_LIMIT_SECONDS),
    MAIL_TRUSTED_PROXIES: z.string().optional(),
  })
  .refine(
    (s) =>
      !(
        mailRetryWindowSeconds(s.MAIL_MAX_ATTEMPTS, s.MAIL_RETRY_BASE_SECONDS) >
        MAIL_RETRY_WINDOW_LIMIT_SECONDS
      ),
    {
      message: `MAIL_MAX_ATTEMPTS and MAIL_RETRY_BASE_SECONDS wait more than ${MAIL_RETRY_WINDOW_LIMIT_SECONDS} s in total between tries (base × (2^(attempts-1) - 1))`,
    },
  )
  // Without Hosting's forwarding ranges every visitor counts as one client, and the sixth form of an hour waits.
  .refine((s) => !(s.MAIL_ENABLED === 'true' && !s.MAIL_TRUSTED_PROXIES?.trim()), {
    message:
      'MAIL_ENABLED=true needs MAIL_TRUSTED_PROXIES (Hosting\'s forwarding ranges, runbook "The client address"), or every visitor counts as one client',
  })
  // Enforced on Firestore, a renderer without a token would send every page without its data.
  .refine((s) => !(s.APP_CHECK_ENFORCE === 'true' && !s.APP_CHECK_APP_ID), {
    message: 'APP_CHECK_ENFORCE=true needs APP_CHECK_APP_ID, or the page renderer cannot read Firestore',
  })
  // Written as "not above" so a value already refused above (NaN) adds no second complaint.
  .refine((s) => !(s.HOME_MIN_INSTANCES > s.PUBLIC_MAX_INSTANCES), {
    message: 'HOME_MIN_INSTANCES cannot exceed PUBLIC_MAX_INSTANCES',
  });
