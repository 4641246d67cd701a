import type { StaffClaims } from '@cvc/domain';
import type { AuthProvider } from 'react-admin';
import { mayOpen } from '../providers/areaAccess';

/** A signed-in staff member with these claims, judged by the console's own access table. */
export function staffAuthProvider(claims: StaffClaims | null): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => claims,
    canAccess: async ({ resource }) => mayOpen(claims, resource),
  };
}
