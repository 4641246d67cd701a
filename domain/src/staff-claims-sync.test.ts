import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from './collections';
import { STAFF_CLAIMS_SYNC_COLLECTION, staffClaimsSyncPath } from './staff-claims-sync';

describe('staff claims sync marker', () => {
  it('lives in its own collection, one document per uid', () => {
    expect(STAFF_CLAIMS_SYNC_COLLECTION).toBe('staff_claims_sync');
    expect(Object.values(COLLECTIONS)).not.toContain(STAFF_CLAIMS_SYNC_COLLECTION);
    expect(staffClaimsSyncPath('u1')).toBe('staff_claims_sync/u1');
  });
});
