import type { StaffClaims } from './permissions';

/**
 * `staff_claims_sync/{uid}` is written by the syncStaffClaims function each time it stamps a user's claims.
 * The admin client watches its own document and calls `getIdToken(true)` when it changes, so new permissions
 * apply without signing out. It lives apart from `admin_users` so the trigger never re-triggers itself; only
 * its owner may read it and nobody may write it (firestore.rules).
 */
export const STAFF_CLAIMS_SYNC_COLLECTION = 'staff_claims_sync';

/** The marker document; `claims` is null once the staff record is deleted. */
export type StaffClaimsSync = { synced_at: Date; claims: StaffClaims | null };

/** Path of a user's marker document, for `doc(db, staffClaimsSyncPath(uid))`. */
export function staffClaimsSyncPath(uid: string): string {
  return `${STAFF_CLAIMS_SYNC_COLLECTION}/${uid}`;
}
