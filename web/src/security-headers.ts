// The security headers of every response of the site and the console: firebase.json sets them on what Hosting
// serves, and the functions that render pages set the same ones (scripts/lib/security-headers.test.ts checks
// that firebase.json says exactly this).

/**
 * The four inline scripts every page carries (scripts/lib/prerender-html.ts: the language redirect, the sections'
 * full layout on a jump or a restored position, the first frame's wait for the whole markup, and the deferred
 * boot), allowed by their sha256. Each is the same on every page; the build's test fails when one changes without
 * its hash here.
 */
export const INLINE_SCRIPT_HASHES = [
  "'sha256-AypnpSBb8eSIvEj2xaWOD+PviDuHRV1RNsN7yAPBakk='",
  "'sha256-IGCLWL3cOSPnBda5ukQNUtH/JUfIiKysJjG2le9tnEc='",
  "'sha256-iLHjVGFNYNYuji/mcGl18S3ZYFtEO2tDPKJB5JiNm10='",
  "'sha256-6kfL+ui61bCFiehJgWQJVWx36OPDi5Q+ATAdJ699HoA='",
] as const;

/**
 * The Firestore and Auth emulators (firebase.json `emulators`), which the emulator builds talk to. Headers are
 * the same locally and in production, where this is harmless: only our own scripts may run (script-src), and the
 * production builds never name these addresses.
 */
export const EMULATOR_ORIGINS = ['http://127.0.0.1:8080', 'http://127.0.0.1:9099'] as const;

/** reCAPTCHA Enterprise, App Check's provider when a site key is configured: its script and its frames. */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

export const CONTENT_SECURITY_POLICY_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  // What stops an injected script: only our files, the four hashed inline scripts and reCAPTCHA.
  'script-src': ["'self'", ...INLINE_SCRIPT_HASHES, ...RECAPTCHA_SCRIPTS],
  // styled-components (site) and emotion (console) insert <style> elements at run time, with no nonce to give
  // them on a static or CDN-cached page; a style cannot run code, so script-src still stops XSS.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Staff type image URLs from any https host (covers, logos, photos).
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': [
    "'self'",
    'https://firestore.googleapis.com',
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://content-firebaseappcheck.googleapis.com',
    ...EMULATOR_ORIGINS,
  ],
  // The training page's video (site/src/pages/formacao-executiva/VideoFacade.tsx) and reCAPTCHA's challenge.
  'frame-src': ['https://www.youtube-nocookie.com', ...RECAPTCHA_FRAMES],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // No page of ours is ever shown inside another site's frame (clickjacking).
  'frame-ancestors': ["'none'"],
};

export const CONTENT_SECURITY_POLICY = Object.entries(CONTENT_SECURITY_POLICY_DIRECTIVES)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');

/** Header name → value, on every response. HSTS is ignored over http, so the emulator is unaffected. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};
