import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { STAFF_MESSAGES as MSG, adminUserSchema, unknownPermissionKeys } from '@cvc/domain';
import type { PermissionKey, StaffInviteRequest, StaffRemoveRequest, StaffUpdateRequest } from '@cvc/domain';

// Request checks shared by the staff callables. Pure (no Admin SDK), so they are unit-tested directly; the
// callables themselves are tested through the functions emulator.

/** Returns the caller's uid when the ID token carries role admin; otherwise throws the error the UI shows. */
export function requireAdmin(auth: CallableRequest['auth']): string {
  if (!auth) throw new HttpsError('unauthenticated', MSG.unauthenticated);
  if (auth.token.role !== 'admin') throw new HttpsError('permission-denied', MSG.notAdmin);
  return auth.uid;
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
  return { email, name, role: parseRole(data.role), permissions: parseKeys(data.permissions) };
}

export function parseUpdate(data: unknown): StaffUpdateRequest & { role: 'admin' | null } {
  if (!isRecord(data)) throw invalid(MSG.invalidRequest);
  const uid = parseUid(data.uid);
  const role = parseRole(data.role);
  const permissions = parseKeys(data.permissions);
  if (data.name === undefined) return { uid, role, permissions };
  const name = typeof data.name === 'string' ? data.name.trim() : '';
  checkEmailAndName('placeholder@example.com', name);
  return { uid, name, role, permissions };
}

export function parseRemove(data: unknown): StaffRemoveRequest {
  if (!isRecord(data)) throw invalid(MSG.invalidRequest);
  return { uid: parseUid(data.uid) };
}
