import { canonicalClaimsKey } from './claimsKey';
import { SESSIONS_VALID_AFTER_FIELD, staffClaimsSyncPath, type StaffClaims } from '@cvc/domain';
import { doc, onSnapshot, type Firestore } from 'firebase/firestore';

/**
 * Watches the user's `staff_claims_sync/{uid}` marker, which syncStaffClaims rewrites after stamping new
 * claims. `onStale` fires when the marker's claims differ from those on the current token (including on the
 * first snapshot, for a change made while the console was closed). `onSessionsReset` gets the time (seconds)
 * before which an admin's reset of the member's factors ended their sessions, when the marker holds one.
 * Returns the unsubscribe function.
 */
export function watchClaimsSync(
  db: Firestore,
  uid: string,
  tokenClaims: () => StaffClaims | null,
  onStale: (markerClaims: StaffClaims | null) => void,
  onSessionsReset: (validAfter: number) => void = () => undefined,
): () => void {
  return onSnapshot(
    doc(db, staffClaimsSyncPath(uid)),
    (snapshot) => {
      // No marker yet: the claims were stamped directly (seed, staff CLI); nothing to compare with.
      if (!snapshot.exists()) return;
      const validAfter: unknown = snapshot.get(SESSIONS_VALID_AFTER_FIELD);
      if (typeof validAfter === 'number') onSessionsReset(validAfter);
      // A marker written by a reset alone holds no claims yet: nothing to compare.
      if (snapshot.get('claims') === undefined) return;
      const markerClaims = (snapshot.get('claims') ?? null) as StaffClaims | null;
      if (canonicalClaimsKey(markerClaims) !== canonicalClaimsKey(tokenClaims())) onStale(markerClaims);
    },
    (error) => console.error('staff claims marker', error),
  );
}
