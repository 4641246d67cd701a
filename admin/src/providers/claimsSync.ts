import { canonicalClaimsKey } from './claimsKey';
import { staffClaimsSyncPath, type StaffClaims } from '@cvc/domain';
import { doc, onSnapshot, type Firestore } from 'firebase/firestore';

/**
 * Watches the user's `staff_claims_sync/{uid}` marker, which syncStaffClaims rewrites after stamping new
 * claims. `onStale` fires when the marker's claims differ from those on the current token (including on the
 * first snapshot, for a change made while the console was closed). Returns the unsubscribe function.
 */
export function watchClaimsSync(
  db: Firestore,
  uid: string,
  tokenClaims: () => StaffClaims | null,
  onStale: (markerClaims: StaffClaims | null) => void,
): () => void {
  return onSnapshot(
    doc(db, staffClaimsSyncPath(uid)),
    (snapshot) => {
      // No marker yet: the claims were stamped directly (seed, staff CLI); nothing to compare with.
      if (!snapshot.exists()) return;
      const markerClaims = (snapshot.get('claims') ?? null) as StaffClaims | null;
      if (canonicalClaimsKey(markerClaims) !== canonicalClaimsKey(tokenClaims())) onStale(markerClaims);
    },
    (error) => console.error('staff claims marker', error),
  );
}
