import { z } from './zod';

// The settings a deployment chooses, read by the functions as parameters (firebase-functions/params) from
// functions/.env.<project id>. The deploy checks (scripts/lib/deploy-checks.ts) validate the file with the
// schema below before anything ships; the functions declare the same names with these defaults.

/** One host name as a browser shows it: no scheme, port or path. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Ceiling of instances per public function: a flood of visitors costs at most this many. */
export const MAX_INSTANCES_LIMIT = 100;
/** Warm instances kept for the home cost money around the clock, so only a few. */
export const MIN_INSTANCES_LIMIT = 3;

export const DEPLOY_SETTINGS = {
  SITE_HOSTS: {
    default: '',
    description:
      "Custom domains of the site, comma-separated (www.example.org,example.org); the project's web.app and firebaseapp.com hosts are always allowed.",
  },
  APP_CHECK_ENFORCE: {
    default: false,
    description:
      'true makes the staff callables and the public /api endpoints refuse requests without a valid App Check token.',
  },
  PUBLIC_MAX_INSTANCES: {
    default: 10,
    description: `Most instances each public function (pages, sitemap, /api) may scale to, 1 to ${MAX_INSTANCES_LIMIT}.`,
  },
  HOME_MIN_INSTANCES: {
    default: 0,
    description: `Instances of the home's renderer kept warm against cold starts, 0 to ${MIN_INSTANCES_LIMIT} (billed while idle).`,
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
    PUBLIC_MAX_INSTANCES: integerIn('PUBLIC_MAX_INSTANCES', 1, MAX_INSTANCES_LIMIT),
    HOME_MIN_INSTANCES: integerIn('HOME_MIN_INSTANCES', 0, MIN_INSTANCES_LIMIT),
  })
  // Written as "not above" so a value already refused above (NaN) adds no second complaint.
  .refine((s) => !(s.HOME_MIN_INSTANCES > s.PUBLIC_MAX_INSTANCES), {
    message: 'HOME_MIN_INSTANCES cannot exceed PUBLIC_MAX_INSTANCES',
  });
