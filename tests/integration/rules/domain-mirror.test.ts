import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  PARTNER_TYPE_PERMISSION,
  PERMISSION_KEYS,
  PUBLICATION_STATUSES,
  PUBLIC_TEXT_MAX,
  STAFF_CLAIMS_SYNC_COLLECTION,
  SUPPLIER_CATEGORIES,
  SUPPLIER_STATUSES,
} from '@cvc/domain';
import { RULES_FILE } from '../../support/rules';

// firestore.rules cannot import the domain, so it repeats a few constants as literal-returning functions.
// This reads them back and compares with @cvc/domain, so the two cannot drift apart.
const rules = readFileSync(RULES_FILE, 'utf8');

function ruleConstant(name: string): unknown {
  const match = new RegExp(`function ${name}\\(\\) \\{\\s*return ([^;]+);\\s*\\}`).exec(rules);
  if (!match?.[1]) throw new Error(`firestore.rules has no constant function ${name}()`);
  // Rules literals are JSON with single quotes; none of the values contains a quote.
  return JSON.parse(match[1].replace(/'/g, '"'));
}

describe('firestore.rules mirrors @cvc/domain', () => {
  it.each([
    ['publicTextMax', PUBLIC_TEXT_MAX],
    ['leadSources', LEAD_SOURCES],
    ['leadStatuses', LEAD_STATUSES],
    ['publicationStatuses', PUBLICATION_STATUSES],
    ['supplierStatuses', SUPPLIER_STATUSES],
    ['supplierCategories', SUPPLIER_CATEGORIES],
    ['partnerTypePermission', PARTNER_TYPE_PERMISSION],
    ['permissionKeys', PERMISSION_KEYS],
  ] as const)('%s()', (name, value) => {
    expect(ruleConstant(name)).toEqual(value);
  });

  it('has a match block for every collection, and the claims sync marker', () => {
    for (const name of [...Object.values(COLLECTIONS), STAFF_CLAIMS_SYNC_COLLECTION]) {
      expect(rules).toContain(`match /${name}/{`);
    }
  });
});
