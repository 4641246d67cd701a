import { getFunctions, httpsCallableFromURL } from 'firebase/functions';
import { FUNCTIONS_REGION, STAFF_CALLABLE_PATHS } from '@cvc/domain';
import type {
  StaffInviteRequest,
  StaffInviteResult,
  StaffRemoveRequest,
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

/** The Equipe screen's callables, as extra dataProvider methods (react-admin's CRM example does the same). */
export const staffMethods = {
  inviteStaff: callable<StaffInviteRequest, StaffInviteResult>(STAFF_CALLABLE_PATHS.invite),
  updateStaff: callable<StaffUpdateRequest, { uid: string }>(STAFF_CALLABLE_PATHS.update),
  removeStaff: callable<StaffRemoveRequest, { uid: string }>(STAFF_CALLABLE_PATHS.remove),
};
