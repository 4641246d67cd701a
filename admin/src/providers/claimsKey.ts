import type { StaffClaims } from '@cvc/domain';

/** Claims as a comparable string: only granted keys, sorted; no claims and empty claims read the same. */
export function canonicalClaimsKey(claims: StaffClaims | null | undefined): string {
  if (!claims) return 'none';
  if (claims.role === 'admin') return 'admin';
  const keys = Object.entries(claims.perms ?? {})
    .filter(([, granted]) => granted === true)
    .map(([key]) => key)
    .sort();
  return `perms:${keys.join(',')}`;
}
