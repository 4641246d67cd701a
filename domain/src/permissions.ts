import type { PartnerType } from './labels/partner';

// SPEC §3 order; the admin sidebar and the staff editor list them in this order.
export const PERMISSION_KEYS = [
  'news',
  'opinions',
  'columnists',
  'reports',
  'leads',
  'rsvp',
  'downloads',
  'partners',
  'maintainers',
  'participants',
  'suppliers',
  'events',
  'crawler',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/** A key is either `true` or absent: `false` is never stored, so rules can test `== true` alone. */
export type Permissions = Partial<Record<PermissionKey, true>>;

/** The custom claims stamped on a staff member's ID token from their `admin_users` record. */
export type StaffClaims = { role?: 'admin'; perms?: Permissions };

const KEY_SET: ReadonlySet<string> = new Set(PERMISSION_KEYS);

export function isPermissionKey(x: unknown): x is PermissionKey {
  return typeof x === 'string' && KEY_SET.has(x);
}

export function can(claims: StaffClaims | null | undefined, key: PermissionKey): boolean {
  if (!claims) return false;
  if (claims.role === 'admin') return true;
  return claims.perms?.[key] === true;
}

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * Turns an `admin_users/{uid}` document into the claims to stamp. Lenient on purpose: the record may have been
 * edited by hand in the console, so unknown keys and anything but a literal `true` are dropped rather than
 * failing the whole record. A non-admin record without a permissions map grants nothing: null, which the
 * admin guard treats like a missing record.
 */
export function claimsFromStaffRecord(record: unknown): StaffClaims | null {
  if (!isPlainObject(record)) return null;
  // Admins carry only the role so their token stays small and new keys need no re-stamping.
  if (record.role === 'admin') return { role: 'admin' };
  const source = record.permissions;
  if (!isPlainObject(source)) return null;
  const perms: Permissions = {};
  for (const key of PERMISSION_KEYS) {
    if (source[key] === true) perms[key] = true;
  }
  return { perms };
}

// SPEC §2: /admin lands on the first of these areas the user holds.
export const ADMIN_HOME_ORDER = [
  'leads',
  'events',
  'rsvp',
  'news',
  'partners',
] as const satisfies readonly PermissionKey[];

export type AdminHomeArea = (typeof ADMIN_HOME_ORDER)[number];

/** SPEC §2: when none of the areas is held the redirect still goes to the events page. */
export function adminHomeArea(claims: StaffClaims | null | undefined): AdminHomeArea {
  return ADMIN_HOME_ORDER.find((key) => can(claims, key)) ?? 'events';
}

// Each partner page is guarded by its own key even though all three types live in one collection.
export const PARTNER_TYPE_PERMISSION = {
  partner: 'partners',
  maintainer: 'maintainers',
  participant: 'participants',
} as const satisfies Record<PartnerType, PermissionKey>;
