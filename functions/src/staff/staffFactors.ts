import type { Auth, MultiFactorInfo, UserRecord } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  APPROVED_FACTORS_FIELD,
  COLLECTIONS,
  FACTORS_RESET_AT_FIELD,
  SESSIONS_VALID_AFTER_FIELD,
  STAFF_CLAIMS_SYNC_COLLECTION,
  STAFF_FACTORS_COLLECTION,
  UPDATED_BY_FIELD,
  type StaffFactor,
} from '@cvc/domain';
import { queueMail } from '../mail/queue';
import {
  factorAddedMail,
  factorRemovedMail,
  factorsResetMail,
  type ResetBy,
} from '../mail/staffSecurityMail';
import { oneTimePassword } from './staffFirebase';
import { inAuthLanguage } from './authLanguage';

// A member's second factors live in Firebase Auth (Identity Platform): the console enrols them with the web
// SDK, an admin or the staff CLI resets them with the Admin SDK. A factor counts only once the server approved
// it (the record's `approved_factors`, after a code mailed to the member). This file holds what the server does
// around them: the reset (shared by the callable and the CLI), the end of a password, and the notices.

export type SeenFactor = { id: string; kind: string; label: string | null };

/** The name a member knows a factor by: the one given at enrolment and, for a phone, its last digits. */
export function factorLabel(factor: MultiFactorInfo): string | null {
  const phone = (factor as { phoneNumber?: string }).phoneNumber;
  const end = phone ? `final ${phone.replace(/\D/g, '').slice(-4)}` : null;
  return [factor.displayName, end].filter(Boolean).join(' · ') || null;
}

/** The factors of an account as `staff_factors` keeps them (the seed writes the demo accounts' too). */
export function seenFactors(user: UserRecord): SeenFactor[] {
  return (user.multiFactor?.enrolledFactors ?? []).map((factor: MultiFactorInfo) => ({
    id: factor.uid,
    kind: factor.factorId,
    label: factorLabel(factor),
  }));
}

/**
 * The Equipe screen's view of a member's factors: kind, enrolment time, the name given to it, and whether the
 * member confirmed it by mail (an unconfirmed one opens nothing and is removed within the hour).
 */
export function factorsOf(user: UserRecord, approved: readonly string[] = []): StaffFactor[] {
  return (user.multiFactor?.enrolledFactors ?? []).map((factor: MultiFactorInfo) => ({
    kind: factor.factorId,
    enrolled_at: factor.enrollmentTime ? new Date(factor.enrollmentTime).toISOString() : null,
    label: factor.displayName ?? null,
    approved: approved.includes(factor.uid),
  }));
}

/** Factors added and removed between what was seen and what Auth holds now, by enrolment id. */
export function factorChanges(
  before: readonly SeenFactor[],
  now: readonly SeenFactor[],
): { added: SeenFactor[]; removed: SeenFactor[] } {
  const beforeIds = new Set(before.map((factor) => factor.id));
  const nowIds = new Set(now.map((factor) => factor.id));
  return {
    added: now.filter((factor) => !beforeIds.has(factor.id)),
    removed: before.filter((factor) => !nowIds.has(factor.id)),
  };
}

type Member = { email: string; name: string };

export function memberOf(user: UserRecord, record: FirebaseFirestore.DocumentData | undefined): Member {
  const email = String(record?.email ?? user.email ?? '');
  return { email, name: String(record?.name ?? user.displayName ?? email) };
}

/**
 * Compares the member's factors in Auth with what was last seen, records the new state and mails the member
 * once for each factor added or removed (the mail id names the factor, so a retry sends nothing twice).
 */
export async function noticeFactorChanges(
  auth: Auth,
  db: Firestore,
  uid: string,
): Promise<{ added: number; removed: number }> {
  const [user, record] = await Promise.all([
    auth.getUser(uid),
    db.collection(COLLECTIONS.adminUsers).doc(uid).get(),
  ]);
  const now = seenFactors(user);
  const seenRef = db.collection(STAFF_FACTORS_COLLECTION).doc(uid);
  const changes = await db.runTransaction(async (transaction) => {
    const seen = await transaction.get(seenRef);
    const before = (seen.get('factors') as SeenFactor[] | undefined) ?? [];
    const found = factorChanges(before, now);
    if (found.added.length + found.removed.length > 0 || !seen.exists) {
      transaction.set(seenRef, { factors: now, updated_at: FieldValue.serverTimestamp() });
    }
    return found;
  });
  if (!user.email) return { added: changes.added.length, removed: changes.removed.length };
  const member = memberOf(user, record.data());
  const at = new Date();
  for (const factor of changes.added) {
    await queueMail(db, `staff-factor-added-${uid}-${factor.id}`, {
      to: [member.email],
      message: factorAddedMail(member, factor, at),
    });
  }
  for (const factor of changes.removed) {
    await queueMail(db, `staff-factor-removed-${uid}-${factor.id}`, {
      to: [member.email],
      message: factorRemovedMail(member, factor, at),
    });
  }
  return { added: changes.added.length, removed: changes.removed.length };
}

/**
 * Ends a member's password: Auth gets a random one nobody is told, and the answer is Auth's link to set a new
 * one, for a mail to the member (whoever held the old password does not read their mailbox).
 */
export async function endPassword(auth: Auth, uid: string, email: string, loginUrl: string): Promise<string> {
  await auth.updateUser(uid, { password: oneTimePassword() });
  return inAuthLanguage(await auth.generatePasswordResetLink(email, { url: loginUrl }));
}

/**
 * Ends every session of a member: refresh tokens revoked, and the sign-in time before which the rules and
 * callables refuse a token written on the staff record (with `extra` fields, which put the cause in the change
 * history) and on the member's claims marker (which the open console watches and signs out on). Returns that
 * time in seconds.
 */
export async function endSessions(
  auth: Auth,
  db: Firestore,
  uid: string,
  extra: Record<string, unknown>,
): Promise<number> {
  await auth.revokeRefreshTokens(uid);
  const user = await auth.getUser(uid);
  // Auth keeps the revocation to the second; a token signed in within that second stays valid, as in
  // verifyIdToken(checkRevoked).
  const validAfter = Math.floor(Date.parse(user.tokensValidAfterTime ?? new Date().toISOString()) / 1000);
  const recordRef = db.collection(COLLECTIONS.adminUsers).doc(uid);
  if ((await recordRef.get()).exists) {
    await recordRef.update({ [SESSIONS_VALID_AFTER_FIELD]: validAfter, ...extra });
  }
  await db
    .collection(STAFF_CLAIMS_SYNC_COLLECTION)
    .doc(uid)
    .set({ [SESSIONS_VALID_AFTER_FIELD]: validAfter }, { merge: true });
  return validAfter;
}

/**
 * Removes every second factor of a member, ends their password and their sessions, and takes back every
 * approval: what an admin does after a lost phone or a suspected compromise, when whoever took the factor
 * may hold the password too. The member is mailed a link to set a new password (the change history records
 * the reset, stamped with who did it); their next sign-in enrols a new factor, confirmed by a mailed code.
 */
export async function resetFactors(
  auth: Auth,
  db: Firestore,
  uid: string,
  by: { uid: string; label: string } | 'cli',
  loginUrl: string,
): Promise<{ uid: string; email: string }> {
  await auth.updateUser(uid, { multiFactor: { enrolledFactors: null } });
  const user = await auth.getUser(uid);
  const record = await db.collection(COLLECTIONS.adminUsers).doc(uid).get();
  const member = memberOf(user, record.data());
  const passwordLink = member.email ? await endPassword(auth, uid, member.email, loginUrl) : null;
  const validAfter = await endSessions(auth, db, uid, {
    [FACTORS_RESET_AT_FIELD]: FieldValue.serverTimestamp(),
    [APPROVED_FACTORS_FIELD]: FieldValue.delete(),
    [UPDATED_BY_FIELD]: by === 'cli' ? null : by.uid,
  });
  await db
    .collection(STAFF_FACTORS_COLLECTION)
    .doc(uid)
    .set({ factors: [], updated_at: FieldValue.serverTimestamp() });
  const resetBy: ResetBy = by === 'cli' ? 'cli' : { admin: by.label };
  if (passwordLink) {
    await queueMail(db, `staff-factors-reset-${uid}-${validAfter}`, {
      to: [member.email],
      message: factorsResetMail(member, resetBy, new Date(validAfter * 1000), passwordLink),
    });
  }
  return { uid, email: member.email };
}
