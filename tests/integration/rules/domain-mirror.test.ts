import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SITE_LOGOS_MAX,
  AUDIENCE_UTC_OFFSET_HOURS,
  COLLECTIONS,
  COURSE_INSTALMENTS_MAX,
  COURSE_PRICE_BRL_MAX,
  LANGUAGES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  MEDIA_LINKS_MAX,
  PARTNER_TYPE_PERMISSION,
  PRIVACY_TEXT_MAX,
  PUBLICATION_STATUSES,
  RSVP_STATUSES,
  SECOND_FACTORS,
  PUBLIC_TEXT_MAX,
  SLUG_PATTERN,
  SPONSOR_LOGOS_MAX,
  STAFF_CLAIMS_SYNC_COLLECTION,
  STAFF_LIST_MAX,
  STAFF_LIST_TEXT_MAX,
  SUPPLIER_CATEGORIES,
  SUPPLIER_STATUSES,
  VIDEO_EMBED_PATTERN,
  WEB_URL_MAX,
  WEB_URL_PATTERN,
} from '@cvc/domain';
import { RULES_FILE } from '../../support/rules';

// firestore.rules cannot import the domain, so it repeats a few constants as literal-returning functions.
// This reads them back and compares with @cvc/domain, so the two cannot drift apart.
const rules = readFileSync(RULES_FILE, 'utf8');

function ruleConstant(name: string): unknown {
  const match = new RegExp(`function ${name}\\(\\) \\{\\s*return ([^;]+);\\s*\\}`).exec(rules);
  if (!match?.[1]) throw new Error(`firestore.rules has no constant function ${name}()`);
  // Rules literals are JSON with single quotes (and the same backslash escapes); no value contains a quote.
  return JSON.parse(match[1].replace(/'/g, '"'));
}

describe('firestore.rules mirrors @cvc/domain', () => {
  it.each([
    ['publicTextMax', PUBLIC_TEXT_MAX],
    ['leadSources', LEAD_SOURCES],
    ['languages', LANGUAGES],
    ['leadStatuses', LEAD_STATUSES],
    ['mediaLinksMax', MEDIA_LINKS_MAX],
    ['videoEmbedPattern', VIDEO_EMBED_PATTERN],
    ['publicationStatuses', PUBLICATION_STATUSES],
    ['supplierStatuses', SUPPLIER_STATUSES],
    ['supplierCategories', SUPPLIER_CATEGORIES],
    ['partnerTypePermission', PARTNER_TYPE_PERMISSION],
    ['webUrlPattern', WEB_URL_PATTERN],
    ['webUrlMax', WEB_URL_MAX],
    ['slugPattern', SLUG_PATTERN],
    ['staffListMax', STAFF_LIST_MAX],
    ['staffListTextMax', STAFF_LIST_TEXT_MAX],
    ['sponsorLogosMax', SPONSOR_LOGOS_MAX],
    ['audienceUtcOffsetHours', AUDIENCE_UTC_OFFSET_HOURS],
    ['coursePriceBrlMax', COURSE_PRICE_BRL_MAX],
    ['courseInstalmentsMax', COURSE_INSTALMENTS_MAX],
    ['privacyTextMax', PRIVACY_TEXT_MAX],
    ['rsvpStatuses', RSVP_STATUSES],
    ['secondFactors', SECOND_FACTORS],
  ] as const)('%s()', (name, value) => {
    expect(ruleConstant(name)).toEqual(value);
  });

  // Rules have no loops: list helpers check index 0, 1, ... by hand, which must reach the domain's bound. Text
  // lists are checked whole (textList), bounded by staffListMax() and staffListTextMax() above.
  it.each([
    ['logoValid', /logoValid\(l\[(\d+)\]/g, SPONSOR_LOGOS_MAX],
    ['mediaLinkAt', /mediaLinkAt\(l, (\d+)[,)]/g, MEDIA_LINKS_MAX],
  ] as const)('%s() is called for every index below %i', (_helper, call, max) => {
    const indices = [...rules.matchAll(call)].map((m) => Number(m[1]));
    expect(indices).toEqual(Array.from({ length: max }, (_, i) => i));
  });

  it('checks every logo of the identity lists up to SITE_LOGOS_MAX, and bounds them there', () => {
    const indices = [...rules.matchAll(/logoValid\(logos\[(\d+)\]/g)].map((m) => Number(m[1]));
    expect(indices).toEqual(Array.from({ length: SITE_LOGOS_MAX }, (_, i) => i));
    expect(rules).toContain(`logos.size() <= ${SITE_LOGOS_MAX}`);
  });

  it('has a match block for every collection, and the claims sync marker', () => {
    for (const name of [...Object.values(COLLECTIONS), STAFF_CLAIMS_SYNC_COLLECTION]) {
      expect(rules).toContain(`match /${name}/{`);
    }
  });
});
