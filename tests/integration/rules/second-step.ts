import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  type Firestore,
} from '../../support/rules-firestore';
import { describe, it } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import { ADMIN, allow, dbWithToken, deny, staffWith } from '../../support/rules';

// The staff actors of the matrix prove 'factor-1', which their records approve. The same members holding a
// token from another factor (a phone a thief enrolled with their password, never confirmed by the mailed
// code) get nothing staff-only, their own record and claims marker aside from the last, which only asks for a
// factor so that a console just reset or removed can still read why.
function withFactor(actor: typeof ADMIN, factorId: string | null): Firestore {
  const firebase = {
    sign_in_provider: 'password' as const,
    identities: {},
    ...(factorId ? { sign_in_second_factor: 'phone', second_factor_identifier: factorId } : {}),
  };
  return dbWithToken(actor.uid!, { ...actor.claims, firebase });
}

export function describeSecondStep(): void {
  describe('a factor the member never approved', () => {
    it('reads nothing staff-only: the team, drafts, leads, its own record', async () => {
      const db = withFactor(ADMIN, 'thief-phone');
      await deny(getDocs(collection(db, COLLECTIONS.adminUsers)));
      await deny(getDocs(query(collection(db, COLLECTIONS.news), where('status', '==', 'draft'))));
      await deny(getDocs(collection(db, COLLECTIONS.leads)));
      await deny(getDoc(doc(db, COLLECTIONS.adminUsers, ADMIN.uid!)));
      const editor = withFactor(staffWith('news'), 'thief-phone');
      await deny(getDocs(query(collection(editor, COLLECTIONS.news), where('status', '==', 'draft'))));
    });

    it('while the approved factor reads them', async () => {
      const db = withFactor(ADMIN, 'factor-1');
      await allow(getDocs(collection(db, COLLECTIONS.adminUsers)));
      await allow(getDoc(doc(db, COLLECTIONS.adminUsers, ADMIN.uid!)));
      await allow(getDocs(query(collection(db, COLLECTIONS.news), where('status', '==', 'draft'))));
    });

    it('reads its claims marker with a factor, never with the password alone', async () => {
      await allow(getDoc(doc(withFactor(ADMIN, 'thief-phone'), 'staff_claims_sync', ADMIN.uid!)));
      await deny(getDoc(doc(withFactor(ADMIN, null), 'staff_claims_sync', ADMIN.uid!)));
    });
  });
}
