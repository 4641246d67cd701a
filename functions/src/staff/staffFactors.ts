import type { Auth, MultiFactorInfo, UserRecord } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
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

// A member's second factors live in Firebase Auth (Identity Platform): the console enrols them with the web
// SDK, an admin or the staff CLI resets them with the Admin SDK. This file holds what the server does around
// them: the reset (shared by the callable and the CLI) and the notices of a change.

type SeenFactor = { id: string; kind: string; label: string | null };

/** The factors of an account as `staff_factors` keeps them (the seed writes the demo accounts' too). */
export function seenFactors(user: UserRecord): SeenFactor[] {
  return (user.multiFactor?.enrolledFactors ?? []).map((factor: MultiFactorInfo) => ({
    id: factor.uid,
    kind: factor.factorId,
    label: factor.displayName ?? null,
  }));
}

/** The Equipe screen's view of a member's factors: kind, enrolment time and the name given to it. */
export function factorsOf(user: UserRecord): StaffFactor[] {
  return (user.multiFactor?.enrolledFactors ?? []).map((factor: MultiFactorInfo) => ({
    kind: factor.factorId,
    enrolled_at: factor.enrollmentTime ? new Date(factor.enrollmentTime).toISOString() : null,
    label: factor.displayName ?? null,
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

function memberOf(user: UserRecord, record: FirebaseFirestore.DocumentData | undefined): Member {
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
 * Removes every second factor of a member and ends their sessions: refresh tokens revoked, and the sign-in
 * time before which the rules and callables refuse a token written on the staff record (which also puts the
 * reset in the change history, stamped with who did it) and on the member's claims marker (which the open
 * console watches and signs out on). The member is told by mail. Their next sign-in enrols a new factor.
 */
export async function resetFactors(
  auth: Auth,
  db: Firestore,
  uid: string,
  by: { uid: string; label: string } | 'cli',
): Promise<{ uid: string; email: string }> {
  await auth.updateUser(uid, { multiFactor: { enrolledFactors: null } });
  await auth.revokeRefreshTokens(uid);
  const user = await auth.getUser(uid);
  // Auth keeps the revocation to the second; a token signed in within that second stays valid, as in
  // verifyIdToken(checkRevoked).
  const validAfter = Math.floor(Date.parse(user.tokensValidAfterTime ?? new Date().toISOString()) / 1000);
  const recordRef = db.collection(COLLECTIONS.adminUsers).doc(uid);
  const record = await recordRef.get();
  if (record.exists) {
    await recordRef.update({
      [SESSIONS_VALID_AFTER_FIELD]: validAfter,
      [FACTORS_RESET_AT_FIELD]: FieldValue.serverTimestamp(),
      [UPDATED_BY_FIELD]: by === 'cli' ? null : by.uid,
    });
  }
  await db
    .collection(STAFF_CLAIMS_SYNC_COLLECTION)
    .doc(uid)
    .set({ [SESSIONS_VALID_AFTER_FIELD]: validAfter }, { merge: true });
  await db
    .collection(STAFF_FACTORS_COLLECTION)
    .doc(uid)
    .set({ factors: [], updated_at: FieldValue.serverTimestamp() });
  const member = memberOf(user, record.data());
  const resetBy: ResetBy = by === 'cli' ? 'cli' : { admin: by.label };
  if (member.email) {
    await queueMail(db, `staff-factors-reset-${uid}-${validAfter}`, {
      to: [member.email],
      message: factorsResetMail(member, resetBy, new Date(validAfter * 1000)),
    });
  }
  return { uid, email: member.email };
}
