import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, STAFF_FACTORS_COLLECTION } from '@cvc/domain';
import { approveMembers } from '../../../scripts/lib/migrate-approve-factors';
import { enrolledPhone, testPhone } from '../../support/second-factor';
import { admin, closeClients, uniqueEmail, webClient } from './clients';
import { collection, getDocs } from 'firebase/firestore';

// migrate:approve-factors, for a project whose members enrolled before a factor needed the mailed code: their
// phones are approved as they stand, so the deploy locks nobody out and the sweep removes nothing.
afterAll(closeClients);

describe('migrate:approve-factors', () => {
  it('lists with --dry-run, then approves the enrolled phone and records it as seen', async () => {
    const email = uniqueEmail('migrated');
    const password = 'senha-de-antes-1';
    const user = await admin.auth.createUser({
      email,
      password,
      emailVerified: true,
      ...enrolledPhone(testPhone(5_100_001)),
    });
    const factorId = user.multiFactor!.enrolledFactors[0]!.uid;
    const recordRef = admin.db.collection(COLLECTIONS.adminUsers).doc(user.uid);
    // A record as the code before approvals wrote it: no approved_factors.
    await recordRef.set({ email, name: 'Membro antigo', role: 'admin', permissions: {} });
    await admin.auth.setCustomUserClaims(user.uid, { role: 'admin' });
    const before = await webClient({ email, password });
    expect(
      await getDocs(collection(before.db, COLLECTIONS.leads)).then(
        () => 'allowed',
        (e) => e.code,
      ),
    ).toBe('permission-denied');

    const listed = await approveMembers(admin.auth, admin.db, [await recordRef.get()], true);
    expect(listed).toEqual([
      { uid: user.uid, email, factors: [`${factorId} (${testPhone(5_100_001)})`], approved: [factorId] },
    ]);
    expect((await recordRef.get()).get('approved_factors')).toBeUndefined();

    await approveMembers(admin.auth, admin.db, [await recordRef.get()], false);
    expect((await recordRef.get()).get('approved_factors')).toEqual([factorId]);
    const seen = await admin.db.collection(STAFF_FACTORS_COLLECTION).doc(user.uid).get();
    expect(seen.get('factors')).toEqual([expect.objectContaining({ id: factorId, kind: 'phone' })]);
    const after = await webClient({ email, password });
    expect(
      await getDocs(collection(after.db, COLLECTIONS.leads)).then(
        () => 'allowed',
        (e) => e.code,
      ),
    ).toBe('allowed');
  });
});
