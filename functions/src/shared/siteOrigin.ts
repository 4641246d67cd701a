// Which site origin a Hosting-rewritten request belongs to. The share preview fetches the page template from
// it and writes it into canonical URLs, so a forged X-Forwarded-Host (the function is also reachable at its
// own URL) must never make it fetch or advertise a foreign host: only known hosts are believed.
import { parseSiteHosts } from './deploySettings';

export interface OriginEnv {
  /** Set by the functions emulator. */
  FUNCTIONS_EMULATOR?: string;
  /** The project id, set by the functions runtime and by the emulator. */
  GCLOUD_PROJECT?: string;
  /** Custom domains of the site, comma-separated, e.g. "www.example.org,example.org". */
  SITE_HOSTS?: string;
}

type HeaderValue = string | string[] | undefined;

const LOCAL_HOST = /^(127\.0\.0\.1|localhost)(:\d{1,5})?$/;

function firstValue(value: HeaderValue): string {
  const raw = Array.isArray(value) ? value[0] : value;
  // Proxies append to X-Forwarded-Host; the first entry is the one the visitor asked for.
  return (raw ?? '').split(',')[0]!.trim().toLowerCase();
}

export function allowedHosts(env: OriginEnv): string[] {
  const project = env.GCLOUD_PROJECT;
  const defaults = project ? [`${project}.web.app`, `${project}.firebaseapp.com`] : [];
  return [...parseSiteHosts(env.SITE_HOSTS), ...defaults];
}

/**
 * `https://<host>` for a known host (http for the local emulators), else the first known host, so links in a
 * response are always ours.
 */
export function siteOrigin(headers: Record<string, HeaderValue>, env: OriginEnv): string {
  const host = firstValue(headers['x-forwarded-host']) || firstValue(headers.host);
  const isEmulator = env.FUNCTIONS_EMULATOR === 'true';
  if (isEmulator && LOCAL_HOST.test(host)) return `http://${host}`;
  const known = allowedHosts(env);
  if (known.includes(host)) return `https://${host}`;
  // On the emulators an unknown host falls back to the local Hosting emulator: these machines (and CI) must
  // never reach out to the project's public hosts.
  if (isEmulator) return 'http://127.0.0.1:5000';
  return known[0] ? `https://${known[0]}` : 'https://localhost';
}

/** Site-relative paths (seed images, uploads) become absolute: crawlers resolve nothing. */
export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}
