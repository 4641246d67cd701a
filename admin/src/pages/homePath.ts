import { adminHomeArea, type StaffClaims } from '@cvc/domain';
import { resourceOf } from '../providers/resourcePermissions';

/** Where /admin lands: the route of the first held area (SPEC §2 order), relative to the /admin basename. */
export function homePath(claims: StaffClaims | null | undefined): string {
  return `/${resourceOf(adminHomeArea(claims))}`;
}
