import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  STAFF_FACTORS_COLLECTION,
  UNAPPROVED_FACTOR_GRACE_MINUTES,
  approvedFactorsOf,
} from '@cvc/domain';
import { queueMail } from '../mail/queue';
import { unconfirmedFactorRemovedMail } from '../mail/staffSecurityMail';
import { keptFactor } from './approveFactor';
import {
  endPassword,
  endSessions,
  factorChanges,
  factorLabel,
  memberOf,
  noticeFactorChanges,
  seenFactors,
  type SeenFactor,
} from './staffFactors';

// No trigger fires when a factor is enrolled in Auth, so the server looks at every member's factors on a
// schedule: a factor left unconfirmed past the grace was enrolled by someone who knew the password but not the
// mailbox. It goes, and so do the password and the sessions; any other change since the server last looked is
// mailed to the member.

const GRACE_MS = UNAPPROVED_FACTOR_GRACE_MINUTES * 60_000;

/** The factors enrolled over the grace ago that the record never approved. */
export function unconfirmedFactors(user: UserRecord, record: unknown, now: number) {
  const approved = approvedFactorsOf(record);
  return (user.multiFactor?.enrolledFactors ?? []).filter((factor) => {
    const enrolledAt = Date.parse(factor.enrollmentTime ?? '');
    return !approved.includes(factor.uid) && !(enrolledAt > now - GRACE_MS);
  });
}

async function removeUnconfirmed(
  auth: Auth,
  db: Firestore,
  user: UserRecord,
  record: FirebaseFirestore.DocumentData | undefined,
  now: number,
  loginUrl: string,
): Promise<number> {
  const stale = unconfirmedFactors(user, record, now);
  if (stale.length === 0) return 0;
  const staleIds = new Set(stale.map((factor) => factor.uid));
  const keep = (user.multiFactor?.enrolledFactors ?? []).filter((factor) => !staleIds.has(factor.uid));
  await auth.updateUser(user.uid, { multiFactor: { enrolledFactors: keep.map(keptFactor) } });
  const member = memberOf(user, record);
  if (!member.email) return stale.length;
  const passwordLink = await endPassword(auth, user.uid, member.email, loginUrl);
  await endSessions(auth, db, user.uid, {});
  for (const factor of stale) {
    await queueMail(db, `staff-factor-removed-${user.uid}-${factor.uid}`, {
      to: [member.email],
      message: unconfirmedFactorRemovedMail(
        member,
        { kind: factor.factorId, label: factorLabel(factor) },
        new Date(now),
        passwordLink,
      ),
    });
  }
  return stale.length;
}

/**
 * Looks at the factors of members `uids` (at most 100) at `now` (ms): removes unconfirmed ones past the grace,
 * ending the password and sessions of their accounts, and mails every other change of factors since the last
 * look. Costs two reads per member (the record and what was seen) and one Auth lookup.
 */
export async function sweepMembers(
  auth: Auth,
  db: Firestore,
  uids: readonly string[],
  now: number,
  loginUrl: string,
): Promise<{ removed: number; noticed: number }> {
  let removed = 0;
  let noticed = 0;
  if (uids.length === 0) return { removed, noticed };
  const records = await db.getAll(...uids.map((uid) => db.collection(COLLECTIONS.adminUsers).doc(uid)));
  const seen = await db.getAll(...uids.map((uid) => db.collection(STAFF_FACTORS_COLLECTION).doc(uid)));
  const recordOf = new Map(records.map((doc) => [doc.id, doc.data()]));
  const seenOf = new Map(seen.map((doc) => [doc.id, (doc.get('factors') as SeenFactor[] | undefined) ?? []]));
  const { users } = await auth.getUsers(uids.map((uid) => ({ uid })));
  for (const user of users) {
    if (!recordOf.get(user.uid)) continue;
    const count = await removeUnconfirmed(auth, db, user, recordOf.get(user.uid), now, loginUrl);
    removed += count;
    const changes = factorChanges(seenOf.get(user.uid) ?? [], seenFactors(user));
    if (count > 0 || changes.added.length + changes.removed.length > 0) {
      await noticeFactorChanges(auth, db, user.uid);
      noticed += 1;
    }
  }
  return { removed, noticed };
}

/** One pass over the whole team, a hundred members at a time. */
export async function sweepStaffFactors(
  auth: Auth,
  db: Firestore,
  now: number,
  loginUrl: string,
): Promise<{ removed: number; noticed: number }> {
  const uids = (await db.collection(COLLECTIONS.adminUsers).select().get()).docs.map((doc) => doc.id);
  const total = { removed: 0, noticed: 0 };
  for (let start = 0; start < uids.length; start += 100) {
    const result = await sweepMembers(auth, db, uids.slice(start, start + 100), now, loginUrl);
    total.removed += result.removed;
    total.noticed += result.noticed;
  }
  return total;
}
