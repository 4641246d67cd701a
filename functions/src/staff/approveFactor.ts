import { HttpsError } from 'firebase-functions/v2/https';
import type { Auth, MultiFactorInfo, UpdateMultiFactorInfoRequest } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { APPROVED_FACTORS_FIELD, COLLECTIONS, STAFF_MESSAGES as MSG, approvedFactorsOf } from '@cvc/domain';
import { queueMail } from '../mail/queue';
import { factorRemovedMail } from '../mail/staffSecurityMail';
import { factorLabel, memberOf, noticeFactorChanges } from './staffFactors';

/** An enrolled factor as Auth's updateUser takes it back (phones: the one kind the console enrols). */
export function keptFactor(factor: MultiFactorInfo): UpdateMultiFactorInfoRequest {
  return {
    uid: factor.uid,
    factorId: factor.factorId,
    displayName: factor.displayName,
    enrollmentTime: factor.enrollmentTime,
    phoneNumber: (factor as { phoneNumber?: string }).phoneNumber,
  } as UpdateMultiFactorInfoRequest;
}

/**
 * Approves the factor `factorId` of member `uid` (the code mailed to them was right): it joins the record's
 * `approved_factors`, and every other factor the member never approved (a thief's phone, enrolled with the
 * password) leaves Auth. The member is mailed for the factor added and each one removed.
 */
export async function approveFactor(auth: Auth, db: Firestore, uid: string, factorId: string): Promise<void> {
  const user = await auth.getUser(uid);
  const enrolled = user.multiFactor?.enrolledFactors ?? [];
  if (!enrolled.some((factor) => factor.uid === factorId)) {
    throw new HttpsError('unauthenticated', MSG.sessionEnded);
  }
  const recordRef = db.collection(COLLECTIONS.adminUsers).doc(uid);
  const approved = await db.runTransaction(async (transaction) => {
    const record = await transaction.get(recordRef);
    if (!record.exists) return null;
    const enrolledIds = new Set(enrolled.map((factor) => factor.uid));
    const kept = approvedFactorsOf(record.data()).filter((id) => enrolledIds.has(id));
    const next = [...new Set([...kept, factorId])];
    transaction.update(recordRef, { [APPROVED_FACTORS_FIELD]: next });
    return next;
  });
  if (!approved) throw new HttpsError('permission-denied', MSG.notFound);

  const unapproved = enrolled.filter((factor) => !approved.includes(factor.uid));
  if (unapproved.length > 0) {
    // The whole list is replaced: a factor enrolled since the read above goes too.
    const keep = enrolled.filter((factor) => approved.includes(factor.uid)).map(keptFactor);
    await auth.updateUser(uid, { multiFactor: { enrolledFactors: keep } });
    const member = memberOf(user, undefined);
    for (const factor of unapproved) {
      if (!member.email) break;
      // The id noticeFactorChanges would give it: a later notice of the same removal sends nothing twice.
      await queueMail(db, `staff-factor-removed-${uid}-${factor.uid}`, {
        to: [member.email],
        message: factorRemovedMail(member, { kind: factor.factorId, label: factorLabel(factor) }, new Date()),
      });
    }
  }
  await noticeFactorChanges(auth, db, uid);
}
