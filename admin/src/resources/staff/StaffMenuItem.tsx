import StaffIcon from '@mui/icons-material/ManageAccounts';
import { MenuItemLink } from 'react-admin';

/** Sidebar entry of the Equipe screen, below the SPEC §2 groups; only admins manage the team (AppMenu asks). */
export function StaffMenuItem() {
  return <MenuItemLink to="/staff" primaryText="Equipe" leftIcon={<StaffIcon />} />;
}
