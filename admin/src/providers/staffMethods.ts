import { STAFF_CALLABLE_PATHS } from '@cvc/web';
import { getFunctions, httpsCallableFromURL } from 'firebase/functions';
import { FUNCTIONS_REGION } from '@cvc/domain';
import type {
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

/**
 * The Equipe screen's callables, as extra dataProvider methods (react-admin's CRM example does the same); the
 * team itself is read as the `staff` resource.
 */
export function staffMethods() {
  return {
    inviteStaff: callable<StaffInviteRequest, StaffInviteResult>(STAFF_CALLABLE_PATHS.invite),
    updateStaff: callable<StaffUpdateRequest, { uid: string }>(STAFF_CALLABLE_PATHS.update),
    removeStaff: callable<StaffRemoveRequest, { uid: string }>(STAFF_CALLABLE_PATHS.remove),
    resetStaffFactors: callable<StaffResetFactorsRequest, { uid: string }>(STAFF_CALLABLE_PATHS.resetFactors),
    /** Each member's enrolled factors and last sign-in, which live in Auth, not in Firestore. */
    staffSecurity: callable<Record<string, never>, { members: StaffSecurity[] }>(
      STAFF_CALLABLE_PATHS.security,
    ),
  };
}
