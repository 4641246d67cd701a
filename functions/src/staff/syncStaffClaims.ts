import { adminApp } from '../shared/adminApp';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, STAFF_CLAIMS_SYNC_COLLECTION, claimsFromStaffRecord } from '@cvc/domain';
import type { StaffClaims } from '@cvc/domain';

function sortedKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries.map(([k, v]) => [k, sortedKeys(v)]));
}

/**
 * Claims as a comparable string: keys sorted, and "no claims" (undefined, null or `{}`, which is what Auth
 * reports after clearing) all read as 'null'. `{ perms: {} }` stays distinct: a record that grants nothing.
 */
export function canonicalClaims(claims: unknown): string {
  if (claims === undefined || claims === null) return 'null';
  if (typeof claims === 'object' && Object.keys(claims).length === 0) return 'null';
  return JSON.stringify(sortedKeys(claims));
}

/**
 * What a run has to do. Both steps are skipped when already done, so a retried event (at-least-once
 * delivery) or a replay of an older event converges on the record's current state without extra writes.
 */
export function planSync(
  next: StaffClaims | null,
  current: { authClaims: unknown; markerClaims: unknown },
): { setClaims: boolean; writeMarker: boolean } {
  const wanted = canonicalClaims(next);
  return {
    setClaims: canonicalClaims(current.authClaims) !== wanted,
    writeMarker: canonicalClaims(current.markerClaims) !== wanted,
  };
}

/**
 * Stamps custom claims `{ role: 'admin' }` or `{ perms: { <key>: true } }` from `admin_users/{uid}` (DESIGN.md
 * "Identity and permissions"), replacing whatever was there; clears them when the record is deleted. Then
 * writes `staff_claims_sync/{uid}` so the signed-in client refreshes its ID token.
 */
export const syncStaffClaims = onDocumentWritten(`${COLLECTIONS.adminUsers}/{uid}`, async (event) => {
  const uid = event.params.uid;
  const app = adminApp();
  const auth = getAuth(app);
  const markerRef = getFirestore(app).collection(STAFF_CLAIMS_SYNC_COLLECTION).doc(uid);

  // Read the record now rather than trusting the event: retries may arrive after a newer write.
  const snapshot = await getFirestore(app).collection(COLLECTIONS.adminUsers).doc(uid).get();
  const next = snapshot.exists ? claimsFromStaffRecord(snapshot.data()) : null;

  const user = await auth.getUser(uid).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  });
  if (!user) {
    // A record without an account grants nothing; nothing to stamp and no one to notify.
    logger.warn('syncStaffClaims: no Auth user for admin_users record', { uid });
    return;
  }
  const marker = await markerRef.get();
  const plan = planSync(next, {
    authClaims: user.customClaims ?? null,
    markerClaims: marker.exists ? (marker.get('claims') ?? null) : null,
  });
  if (plan.setClaims) await auth.setCustomUserClaims(uid, next);
  if (plan.writeMarker || plan.setClaims) {
    await markerRef.set({ synced_at: FieldValue.serverTimestamp(), claims: next });
  }
  logger.info('syncStaffClaims', { uid, claims: next, ...plan });
});
