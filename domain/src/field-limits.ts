// Shapes of the values staff write into public content. firestore.rules repeats each of them as a constant
// function (webUrlPattern(), slugPattern(), ...), and tests/integration/rules compares the two and runs one
// table of samples through both, so the admin forms and the server cannot disagree.

/** Longest link stored in any URL field; far beyond real links, short of abuse. */
export const WEB_URL_MAX = 2048;

/**
 * http(s) URLs and site-relative root paths, as a full-match pattern both JavaScript and RE2 (the rules'
 * regex engine) read the same way: ASCII only, no lookaround, no `\s` (RE2 and JS disagree on Unicode spaces).
 * Hosts are letters, digits, dots and hyphens (no `user@`); paths exclude controls, spaces and backslashes.
 * A root path may not start with `//` or `/\`, which browsers read as another host.
 */
export const WEB_URL_PATTERN = String.raw`(?:[Hh][Tt][Tt][Pp][Ss]?://[A-Za-z0-9-]+(?:[.][A-Za-z0-9-]+)*(?::[0-9]{1,5})?(?:[/?#][^\x00-\x20\x7F\\]*)?|/(?:[^/\x00-\x20\x7F\\][^\x00-\x20\x7F\\]*)?)`;

/** What slugify() can output for a title with at least one letter or digit. */
export const SLUG_PATTERN = '[a-z0-9]+(?:-[a-z0-9]+)*';

/**
 * Lists staff fill row by row (sponsor logos, supplier services, CVCs a news item mentions). Rules can only
 * check list elements at fixed indices, so the length is bounded and each index up to it is checked.
 */
export const STAFF_LIST_MAX = 20;
/** Each text in those lists (a service, a CVC name, a sponsor's name). */
export const STAFF_LIST_TEXT_MAX = 200;
/**
 * Sponsor logos per event. Checking one costs the rules about three times a text, and a request may evaluate
 * at most 1,000 expressions, so this list is shorter.
 */
export const SPONSOR_LOGOS_MAX = 10;

// The site settings' own shapes (site_settings/public), beside the rest so that the zod schemas and the plain
// reader in site-settings.ts both take them from here.

/** Press mentions shown on the executive training page; firestore.rules checks each index up to this. */
export const MEDIA_LINKS_MAX = 3;

/**
 * The training video plays in an iframe, which the site's CSP allows only from YouTube's no-cookie host; any
 * other address would be blocked on the page, so it is refused here (and in firestore.rules) instead.
 */
export const VIDEO_EMBED_PATTERN = 'https://www[.]youtube-nocookie[.]com/embed/.*';
export const VIDEO_EMBED_MESSAGE =
  'Use um endereço de incorporação que comece com https://www.youtube-nocookie.com/embed/';

/** Bounds of the privacy settings' texts; firestore.rules repeats them as privacyTextMax(). */
export const PRIVACY_TEXT_MAX = { text: 300, email: 254, notice_version: 40 } as const;
