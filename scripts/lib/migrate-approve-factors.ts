import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  APPROVED_FACTORS_FIELD,
  COLLECTIONS,
  STAFF_FACTORS_COLLECTION,
  approvedFactorsOf,
} from '@cvc/domain';
import { seenFactors } from '../../functions/src/staff/staffFactors';

export type FactorApproval = { uid: string; email: string; factors: string[]; approved: string[] };

/**
 * Once, before the deploy that makes a factor count only when approved: every member's factors enrolled now
 * are approved as they stand (a member could not have confirmed them by mail before that code existed), so
 * nobody is locked out and the sweep removes nothing; they are recorded as seen, so the first sweep mails
 * nobody a "factor added". Review the list (`dryRun`) first: a phone nobody recognises is reset from Equipe
 * instead. Safe to run again; the old rules and functions ignore the field.
 */
export async function approveEnrolledFactors(
  auth: Auth,
  db: Firestore,
  dryRun: boolean,
): Promise<FactorApproval[]> {
  const records = (await db.collection(COLLECTIONS.adminUsers).get()).docs;
  const result: FactorApproval[] = [];
  for (let start = 0; start < records.length; start += 100) {
    result.push(...(await approveMembers(auth, db, records.slice(start, start + 100), dryRun)));
  }
  return result;
}

/** The same for the members of these records (at most 100, one Auth lookup). */
export async function approveMembers(
  auth: Auth,
  db: Firestore,
  records: readonly DocumentSnapshot[],
  dryRun: boolean,
): Promise<FactorApproval[]> {
  const { users } = await auth.getUsers(records.map((doc) => ({ uid: doc.id })));
  const result: FactorApproval[] = [];
  for (const user of users) {
    const record = records.find((doc) => doc.id === user.uid)!;
    const enrolled = user.multiFactor?.enrolledFactors ?? [];
    const factors = enrolled.map(
      (factor) => `${factor.uid} (${(factor as { phoneNumber?: string }).phoneNumber ?? factor.factorId})`,
    );
    const approved = [...new Set([...approvedFactorsOf(record.data()), ...enrolled.map((factor) => factor.uid)])];
    result.push({ uid: user.uid, email: String(record.get('email') ?? user.email ?? ''), factors, approved });
    if (dryRun) continue;
    await record.ref.update({ [APPROVED_FACTORS_FIELD]: approved });
    await db
      .collection(STAFF_FACTORS_COLLECTION)
      .doc(user.uid)
      .set({ factors: seenFactors(user), updated_at: FieldValue.serverTimestamp() });
  }
  return result;
}
