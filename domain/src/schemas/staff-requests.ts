import { z } from '../zod';
import type { PermissionKey } from '../permissions';
import {
  STAFF_MESSAGES as MSG,
  unknownPermissionKeys,
  type StaffInviteRequest,
  type StaffRemoveRequest,
  type StaffUpdateRequest,
} from '../staff';
import { requiredEmail, requiredText } from './fields';

// What the staff callables (invite, update, remove, reset a factor) accept, each refusal worded as the console
// shows it (STAFF_MESSAGES): the first issue's message is the callable's answer.

const invalid = { error: MSG.invalidRequest };

/** A member's email as stored: trimmed, lower case, a valid address of at most 254 characters. */
const email = z
  .unknown()
  .transform((value) => (typeof value === 'string' ? value.trim().toLowerCase() : ''))
  .refine((value) => value.length <= 254 && requiredEmail().safeParse(value).success, {
    error: MSG.invalidEmail,
  });

/** A member's name, trimmed, at most 200 characters. */
const name = z
  .unknown()
  .transform((value) => (typeof value === 'string' ? value.trim() : ''))
  .refine((value) => value.length <= 200 && requiredText().safeParse(value).success, {
    error: MSG.nameRequired,
  });

/** The admin role or none: absent and null are none. */
const role = z
  .literal('admin', invalid)
  .nullish()
  .transform((value) => value ?? null);

/** The keys to grant, each once; an unknown one is named. Absent and null grant none. */
const permissions = z
  .array(z.unknown(), invalid)
  .nullish()
  .transform((value, context) => {
    const keys = value ?? [];
    const unknown = unknownPermissionKeys(keys);
    if (unknown.length > 0) {
      context.addIssue({ code: 'custom', message: MSG.unknownKeys(unknown) });
      return z.NEVER;
    }
    return [...new Set(keys as PermissionKey[])];
  });

/** Absent (or null) leaves the setting as it is (an update) or off (an invite). */
const leadAlerts = z.boolean(invalid).nullish();

/** A member's uid: a document id (no slash), at most 128 characters. */
const uid = z
  .string(invalid)
  .refine((value) => value.trim() !== '' && !value.includes('/') && value.length <= 128, invalid);

export const staffInviteRequestSchema = z
  .object({ email, name, role, permissions, lead_alerts: leadAlerts }, invalid)
  .transform((request): Required<StaffInviteRequest> => ({
    ...request,
    lead_alerts: request.lead_alerts ?? false,
  }));

export const staffUpdateRequestSchema = z
  .object({ uid, name: name.optional(), role, permissions, lead_alerts: leadAlerts }, invalid)
  .transform(({ name: given, lead_alerts, ...request }): StaffUpdateRequest & { role: 'admin' | null } => ({
    uid: request.uid,
    ...(given === undefined ? {} : { name: given }),
    role: request.role,
    permissions: request.permissions,
    ...(lead_alerts === undefined || lead_alerts === null ? {} : { lead_alerts }),
  }));

export const staffRemoveRequestSchema = z
  .object({ uid }, invalid)
  .transform((request): StaffRemoveRequest => ({ uid: request.uid }));
