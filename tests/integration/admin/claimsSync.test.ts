import { staffClaimsSyncPath, type StaffClaims } from '@cvc/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchClaimsSync } from '../../../admin/src/providers/claimsSync';
import { rulesProject } from './staff-client';

let project: Awaited<ReturnType<typeof rulesProject>>;
beforeAll(async () => {
  project = await rulesProject('demo-admin-claims-sync');
});
afterAll(() => project.close());

function nextCall<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('staff_claims_sync watcher', () => {
  it('reads its own marker under the rules and reports claims that differ from the token', async () => {
    const token: StaffClaims = { perms: { news: true } };
    const db = await project.staff('watcher', token);
    const marker = project.adminDb.doc(staffClaimsSyncPath(db.uid));
    const seen: (StaffClaims | null)[] = [];
    let stale = nextCall<StaffClaims | null>();
    const stop = watchClaimsSync(
      db,
      db.uid,
      () => token,
      (claims) => {
        seen.push(claims);
        stale.resolve(claims);
      },
    );
    try {
      // Same claims as the token (a retried trigger): nothing to do.
      await marker.set({ synced_at: FieldValue.serverTimestamp(), claims: token });
      // Then a real change: a key granted, as syncStaffClaims writes it.
      const granted = { perms: { news: true, events: true } };
      await marker.set({ synced_at: FieldValue.serverTimestamp(), claims: granted });
      expect(await stale.promise).toEqual(granted);
      // Record deleted: the marker's claims become null.
      stale = nextCall();
      await marker.set({ synced_at: FieldValue.serverTimestamp(), claims: null });
      expect(await stale.promise).toBeNull();
      expect(seen).toEqual([granted, null]);
    } finally {
      stop();
    }
  });
});
