// Staff sign in with a password and a second factor. Firebase writes the factor a sign-in proved into the ID
// token (`firebase.sign_in_second_factor`); the rules, the staff callables and the console all ask the same
// question of it, so the answer lives here once.

/** The factors that count: Identity Platform's SMS and TOTP. firestore.rules mirrors this list. */
export const SECOND_FACTORS = ['phone', 'totp'] as const;
export type SecondFactorKind = (typeof SECOND_FACTORS)[number];

/** Names of the factor kinds as the console and the mails show them. */
export const SECOND_FACTOR_LABELS: Readonly<Record<SecondFactorKind, string>> = {
  phone: 'SMS',
  totp: 'Aplicativo autenticador',
};

/** The Firebase part of a decoded ID token, as the rules, the Admin SDK and the web SDK all expose it. */
type TokenClaims = { firebase?: unknown } | null | undefined;

/** The factor the token's sign-in proved, or null when it was the password alone. */
export function secondFactorOf(claims: TokenClaims): SecondFactorKind | null {
  const firebase = claims?.firebase;
  if (typeof firebase !== 'object' || firebase === null) return null;
  const factor = (firebase as { sign_in_second_factor?: unknown }).sign_in_second_factor;
  return (SECOND_FACTORS as readonly unknown[]).includes(factor) ? (factor as SecondFactorKind) : null;
}

/** The enrolment id of the factor the token's sign-in proved (`firebase.second_factor_identifier`), or null. */
export function secondFactorIdOf(claims: TokenClaims): string | null {
  if (!secondFactorOf(claims)) return null;
  const id = (claims?.firebase as { second_factor_identifier?: unknown }).second_factor_identifier;
  return typeof id === 'string' && id !== '' ? id : null;
}

/**
 * The staff record's list of the factors the server approved (Auth enrolment ids): a factor counts only when its
 * enrolment was confirmed with a code mailed to the member, so a stolen password that enrols a phone of its own
 * gets a token the rules and callables refuse. firestore.rules reads the same field.
 */
export const APPROVED_FACTORS_FIELD = 'approved_factors';

/** The approved factor ids on a staff record (`admin_users/{uid}` data); none when the field is missing. */
export function approvedFactorsOf(record: unknown): string[] {
  const value = (record as Record<string, unknown> | null | undefined)?.[APPROVED_FACTORS_FIELD];
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * Whether a token proves a second factor this member's record approved, in a session no reset ended: what
 * firestore.rules' `secondStep` asks, for the callables and the preview.
 */
export function approvedSecondStep(
  claims: { firebase?: unknown; auth_time?: unknown } | null | undefined,
  record: unknown,
): boolean {
  const id = secondFactorIdOf(claims);
  if (!id || !approvedFactorsOf(record).includes(id)) return false;
  const validAfter = (record as Record<string, unknown> | null | undefined)?.[SESSIONS_VALID_AFTER_FIELD];
  return !sessionPredatesReset(claims?.auth_time, validAfter);
}

/** The one-time code mailed to a member to confirm a new factor: its digits, lifetime and tries. */
export const FACTOR_CODE = {
  digits: 6,
  validMinutes: 15,
  attempts: 5,
  /** Codes a member may ask for in an hour: each is a mail. */
  perHour: 5,
} as const;

/**
 * How long a factor may stay enrolled in Auth without approval before the server removes it and ends the
 * password (whoever enrolled it knew the password but not the mailbox). Longer than a code's life, so a member
 * mid-way through confirming is never cut off.
 */
export const UNAPPROVED_FACTOR_GRACE_MINUTES = 60;

/** `staff_factor_codes/{uid}`: the pending mailed code (hashed), its factor, expiry and tries. Closed to clients. */
export const STAFF_FACTOR_CODES_COLLECTION = 'staff_factor_codes';

/**
 * Whether a session predates a reset of the member's factors: `sessions_valid_after` (seconds) is written on
 * the staff record by the reset, and a token whose sign-in (`auth_time`, seconds) came before it is refused,
 * as firebase-admin's checkRevoked refuses one older than the account's revocation.
 */
export function sessionPredatesReset(authTime: unknown, sessionsValidAfter: unknown): boolean {
  if (typeof sessionsValidAfter !== 'number') return false;
  return typeof authTime !== 'number' || authTime < sessionsValidAfter;
}

/** One enrolled factor as the Equipe screen lists it; `approved`: confirmed by the code mailed to the member. */
export type StaffFactor = {
  kind: string;
  enrolled_at: string | null;
  label: string | null;
  approved: boolean;
};

/** What the Equipe screen shows of each member's sign-in, read from Auth by the `staffSecurity` callable. */
export type StaffSecurity = { uid: string; factors: StaffFactor[]; last_sign_in_at: string | null };

/**
 * What the server last saw of each member's factors (`staff_factors/{uid}`: `{ factors: [{ id, kind, label }] }`),
 * to tell the member what changed since. Closed to every client (no rule names it).
 */
export const STAFF_FACTORS_COLLECTION = 'staff_factors';

/** The staff record's field that ends sessions signed in before a reset of the member's factors. */
export const SESSIONS_VALID_AFTER_FIELD = 'sessions_valid_after';
/** The staff record's field the change history shows for a reset. */
export const FACTORS_RESET_AT_FIELD = 'factors_reset_at';

/**
 * A phone number as Identity Platform takes it (E.164): a Brazilian number may be typed with or without +55,
 * with spaces, dashes and parentheses. Null when it cannot be a phone number.
 */
export function e164Phone(typed: string): string | null {
  const trimmed = typed.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  // Brazil: two-digit area code and an eight- or nine-digit number.
  if (digits.length === 10 || digits.length === 11) return `+55${digits}`;
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return `+${digits}`;
  return null;
}
