import StaffIcon from '@mui/icons-material/ManageAccounts';
import { MenuItemLink } from 'react-admin';
import type { StaffClaims } from '@cvc/domain';

/** Sidebar entry of the Equipe screen, below the SPEC §2 groups; only admins manage the team. */
export function StaffMenuItem({ claims }: { claims: StaffClaims | null | undefined }) {
  if (claims?.role !== 'admin') return null;
  return <MenuItemLink to="/staff" primaryText="Equipe" leftIcon={<StaffIcon />} />;
}
