import type { StaffClaims } from '@cvc/domain';
import { usePermissions } from 'react-admin';

/** Restores are an admin's (the claims the authProvider hands react-admin). */
export function useIsAdmin(): boolean {
  const { permissions } = usePermissions<StaffClaims | null>();
  return permissions?.role === 'admin';
}
