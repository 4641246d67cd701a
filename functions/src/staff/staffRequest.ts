import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { STAFF_MESSAGES as MSG, adminUserSchema, secondFactorOf, unknownPermissionKeys } from '@cvc/domain';
import type { PermissionKey, StaffInviteRequest, StaffRemoveRequest, StaffUpdateRequest } from '@cvc/domain';

// Request checks shared by the staff callables. Pure (no Admin SDK), so they are unit-tested directly; the
// callables themselves are tested through the functions emulator.

/**
 * The first, free check of a staff caller: signed in, and with a second factor. A token from the password alone
 * is refused like one without a staff record, so a stolen password opens no callable. Returns the caller's uid.
 */
export function requireSecondFactor(auth: CallableRequest['auth']): string {
  if (!auth) throw new HttpsError('unauthenticated', MSG.unauthenticated);
  if (!secondFactorOf(auth.token)) throw new HttpsError('permission-denied', MSG.secondFactorRequired);
  return auth.uid;
}

/**
 * The first, free check of an admin caller: the ID token carries role admin and a second factor. Returns the
 * caller's uid; otherwise throws the error the UI shows. The claim alone is not enough (requireAdmin in
 * staffCaller.ts checks the rest).
 */
export function requireAdminClaim(auth: CallableRequest['auth']): string {
  const uid = requireSecondFactor(auth);
  if (auth?.token.role !== 'admin') throw new HttpsError('permission-denied', MSG.notAdmin);
  return uid;
}

/**
 * Whether a token signed in at `authTime` (seconds, the token's auth_time) predates a revocation of the
 * account's sessions (`tokensValidAfterTime`, a UTC date string): the test firebase-admin's
 * verifyIdToken(checkRevoked) makes. A token without a usable auth_time counts as revoked.
 */
export function isSessionRevoked(authTime: unknown, tokensValidAfterTime: string | undefined): boolean {
  if (typeof authTime !== 'number' || !Number.isFinite(authTime)) return true;
  if (!tokensValidAfterTime) return false;
  return authTime * 1000 < Date.parse(tokensValidAfterTime);
}

const invalid = (message: string) => new HttpsError('invalid-argument', message);

function isRecord(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

function parseKeys(value: unknown): PermissionKey[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalid(MSG.invalidRequest);
  const unknown = unknownPermissionKeys(value);
  if (unknown.length > 0) throw invalid(MSG.unknownKeys(unknown));
  return [...new Set(value as PermissionKey[])];
}

function parseRole(value: unknown): 'admin' | null {
  if (value === undefined || value === null) return null;
  if (value !== 'admin') throw invalid(MSG.invalidRequest);
  return 'admin';
}

// Absent leaves the setting as it is (an update) or off (an invite).
function parseLeadAlerts(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalid(MSG.invalidRequest);
  return value;
}

function parseUid(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '' || value.includes('/') || value.length > 128) {
    throw invalid(MSG.invalidRequest);
  }
  return value;
}

// The record schema of `admin_users` decides what a valid email and name are.
function checkEmailAndName(email: string, name: string): void {
  const result = adminUserSchema.safeParse({ email, name });
  const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
  if (fields.has('email') || email.length > 254) throw invalid(MSG.invalidEmail);
  if (fields.has('name') || name.length > 200) throw invalid(MSG.nameRequired);
}

export function parseInvite(data: unknown): Required<StaffInviteRequest> {
  if (!isRecord(data)) throw invalid(MSG.invalidRequest);
  const email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : '';
  const name = typeof data.name === 'string' ? data.name.trim() : '';
  checkEmailAndName(email, name);
  return {
    email,
    name,
    role: parseRole(data.role),
    permissions: parseKeys(data.permissions),
    lead_alerts: parseLeadAlerts(data.lead_alerts) ?? false,
  };
}

export function parseUpdate(data: unknown): StaffUpdateRequest & { role: 'admin' | null } {
  if (!isRecord(data)) throw invalid(MSG.invalidRequest);
  const uid = parseUid(data.uid);
  const role = parseRole(data.role);
  const permissions = parseKeys(data.permissions);
  const leadAlerts = parseLeadAlerts(data.lead_alerts);
  const alerts = leadAlerts === undefined ? {} : { lead_alerts: leadAlerts };
  if (data.name === undefined) return { uid, role, permissions, ...alerts };
  const name = typeof data.name === 'string' ? data.name.trim() : '';
  checkEmailAndName('placeholder@example.com', name);
  return { uid, name, role, permissions, ...alerts };
}

export function parseRemove(data: unknown): StaffRemoveRequest {
  if (!isRecord(data)) throw invalid(MSG.invalidRequest);
  return { uid: parseUid(data.uid) };
}

/**
 * Checked inside the transaction of a change to member `targetUid`, against the admins read in it: the change
 * may not leave the team without an admin, and the caller must still be one (another admin may have removed
 * or demoted them a moment ago). Two admins removing each other at once: the second to commit sees one admin.
 */
export function checkAdminsKept(
  change: { callerUid: string; targetUid: string; wasAdmin: boolean; staysAdmin: boolean },
  adminUids: readonly string[],
): void {
  const others = adminUids.filter((uid) => uid !== change.targetUid);
  if (change.wasAdmin && !change.staysAdmin && others.length === 0) {
    throw new HttpsError('failed-precondition', MSG.lastAdmin);
  }
  if (!adminUids.includes(change.callerUid)) throw new HttpsError('permission-denied', MSG.notAdmin);
}
