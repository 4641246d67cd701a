import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  FACTOR_CODE,
  FACTOR_MESSAGES,
  STAFF_MESSAGES as MSG,
  approvedFactorsOf,
  secondFactorIdOf,
  staffFactorConfirmSchema,
  type StaffFactorConfirmResult,
} from '@cvc/domain';
import { requireMemberConfirmingFactor } from './staffCaller';
import { appCheckCallableOptions } from '../shared/appCheck';
import { staffFirebase } from './staffFirebase';
import { factorLabel, memberOf } from './staffFactors';
import { issueFactorCode, redeemFactorCode } from './factorCode';
import { approveFactor } from './approveFactor';
import { queueMail } from '../mail/queue';
import { factorCodeMail } from '../mail/staffSecurityMail';

/** The address as the console shows where the code went: its first letter and domain. */
export function maskedAddress(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/**
 * The last step of a new factor, called by the console after the SMS step: a factor counts only once the
 * member proves they read their mailbox too. Without `code`, answers whether the factor the caller's token
 * proved is approved, and if not mails a code for it; with `code`, approves that factor when the code is right.
 * The only staff callable that takes a token whose factor is not approved yet.
 */
export const confirmStaffFactor = onCall(
  { ...appCheckCallableOptions() },
  async (request): Promise<StaffFactorConfirmResult> => {
    const { uid, record, user } = await requireMemberConfirmingFactor(request.auth);
    const parsed = staffFactorConfirmSchema.safeParse(request.data ?? {});
    if (!parsed.success) {
      const codeGiven = typeof request.data === 'object' && request.data !== null && 'code' in request.data;
      throw new HttpsError('invalid-argument', codeGiven ? FACTOR_MESSAGES.codeWrong : MSG.invalidRequest);
    }
    const factorId = secondFactorIdOf(request.auth?.token);
    const factor = user.multiFactor?.enrolledFactors.find((enrolled) => enrolled.uid === factorId);
    if (!factorId || !factor) throw new HttpsError('unauthenticated', MSG.sessionEnded);
    if (approvedFactorsOf(record.data()).includes(factorId)) return { approved: true };

    const { auth, db } = staffFirebase();
    const now = Date.now();
    const { code } = parsed.data;
    if (code === undefined) {
      const member = memberOf(user, record.data());
      const issued = await issueFactorCode(db, uid, factorId, now);
      if (!issued) throw new HttpsError('resource-exhausted', FACTOR_MESSAGES.codesTooMany);
      const shown = { kind: factor.factorId, label: factorLabel(factor) };
      await queueMail(db, `staff-factor-code-${uid}-${now}`, {
        to: [member.email],
        message: factorCodeMail(member, shown, issued, FACTOR_CODE.validMinutes, new Date(now)),
      });
      return { approved: false, sentTo: maskedAddress(member.email) };
    }
    const check = await redeemFactorCode(db, uid, factorId, code, now);
    if (check === 'wrong') throw new HttpsError('invalid-argument', FACTOR_MESSAGES.codeWrong);
    if (check === 'expired') throw new HttpsError('failed-precondition', FACTOR_MESSAGES.codeExpired);
    await approveFactor(auth, db, uid, factorId);
    return { approved: true };
  },
);
