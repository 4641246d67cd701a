import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { APPROVED_FACTORS_FIELD, COLLECTIONS, approvedFactorsOf } from '@cvc/domain';

export type FactorApproval = { uid: string; email: string; factors: string[]; approved: string[] };

/**
 * Once, before the deploy that makes a factor count only when approved: every member's factors enrolled now
 * are approved as they stand (a member could not have confirmed them by mail before that code existed), so
 * nobody is locked out and the sweep removes nothing. Review the list (`dryRun`) first: a phone nobody
 * recognises is reset from Equipe instead. Safe to run again; the old rules and functions ignore the field.
 */
export async function approveEnrolledFactors(auth: Auth, db: Firestore, dryRun: boolean): Promise<FactorApproval[]> {
  const records = await db.collection(COLLECTIONS.adminUsers).get();
  const result: FactorApproval[] = [];
  for (let start = 0; start < records.docs.length; start += 100) {
    const page = records.docs.slice(start, start + 100);
    const { users } = await auth.getUsers(page.map((doc) => ({ uid: doc.id })));
    for (const user of users) {
      const record = page.find((doc) => doc.id === user.uid)!;
      const factors = (user.multiFactor?.enrolledFactors ?? []).map(
        (factor) => `${factor.uid} (${(factor as { phoneNumber?: string }).phoneNumber ?? factor.factorId})`,
      );
      const ids = (user.multiFactor?.enrolledFactors ?? []).map((factor) => factor.uid);
      const approved = [...new Set([...approvedFactorsOf(record.data()), ...ids])];
      result.push({ uid: user.uid, email: String(record.get('email') ?? user.email ?? ''), factors, approved });
      if (!dryRun) await record.ref.update({ [APPROVED_FACTORS_FIELD]: approved });
    }
  }
  return result;
}
