import { adminHomeArea, type StaffClaims } from '@cvc/domain';
import { areaOf } from '../providers/areaAccess';

/** Where /admin lands: the route of the first held area (SPEC §2 order), relative to the /admin basename. */
export function homePath(claims: StaffClaims | null | undefined): string {
  return `/${areaOf(adminHomeArea(claims))}`;
}
