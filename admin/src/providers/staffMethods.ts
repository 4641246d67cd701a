import { collection, onSnapshot } from 'firebase/firestore';
import { STAFF_CALLABLE_PATHS } from '@cvc/web';
import type { Firestore } from 'firebase/firestore';
import { getFunctions, httpsCallableFromURL } from 'firebase/functions';
import { COLLECTIONS, FUNCTIONS_REGION, permissionKeys } from '@cvc/domain';
import type {
  PermissionKey,
  StaffInviteRequest,
  StaffInviteResult,
  StaffRemoveRequest,
  StaffResetFactorsRequest,
  StaffSecurity,
  StaffUpdateRequest,
} from '@cvc/domain';
import { app } from './firebaseApp';

// Called through same-origin Hosting rewrites (see STAFF_CALLABLE_PATHS), so no functions host is configured.
function callable<Req, Res>(path: string) {
  return async (data: Req): Promise<Res> => {
    const functions = getFunctions(app, FUNCTIONS_REGION);
    const result = await httpsCallableFromURL<Req, Res>(
      functions,
      new URL(path, window.location.origin).href,
    )(data);
    return result.data;
  };
}

export type StaffMember = {
  id: string;
  email: string;
  name: string;
  admin: boolean;
  keys: PermissionKey[];
  leadAlerts: boolean;
};

/**
 * The Equipe screen's reads and callables, as extra dataProvider methods (react-admin's CRM example does the
 * same).
 */
export function staffMethods(db: Firestore) {
  return {
    inviteStaff: callable<StaffInviteRequest, StaffInviteResult>(STAFF_CALLABLE_PATHS.invite),
    updateStaff: callable<StaffUpdateRequest, { uid: string }>(STAFF_CALLABLE_PATHS.update),
    removeStaff: callable<StaffRemoveRequest, { uid: string }>(STAFF_CALLABLE_PATHS.remove),
    resetStaffFactors: callable<StaffResetFactorsRequest, { uid: string }>(STAFF_CALLABLE_PATHS.resetFactors),
    /** Each member's enrolled factors and last sign-in, which live in Auth, not in Firestore. */
    staffSecurity: callable<Record<string, never>, { members: StaffSecurity[] }>(
      STAFF_CALLABLE_PATHS.security,
    ),

    /**
     * admin_users is small (a team, not a customer list): one live listener keeps the screen current, and
     * changes made by another admin show at once. Resolves to the function that stops listening.
     */
    async subscribeToStaff(
      onStaff: (staff: StaffMember[]) => void,
      onError: (error: Error) => void,
    ): Promise<() => void> {
      return onSnapshot(
        collection(db, COLLECTIONS.adminUsers),
        (snapshot) =>
          onStaff(
            snapshot.docs
              .map((d) => {
                const data = d.data();
                return {
                  id: d.id,
                  email: typeof data.email === 'string' ? data.email : '',
                  name: typeof data.name === 'string' ? data.name : '',
                  admin: data.role === 'admin',
                  keys: permissionKeys(data.permissions as Record<string, unknown> | undefined),
                  leadAlerts: data.lead_alerts === true,
                };
              })
              .sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email, 'pt-BR')),
          ),
        onError,
      );
    },
  };
}
