import StaffIcon from '@mui/icons-material/ManageAccounts';
import { MenuItemLink } from 'react-admin';
import { STAFF_TEXTS } from '../../texts/staff';

/** Sidebar entry of the Equipe screen, below the SPEC §2 groups; only admins manage the team (AppMenu asks). */
export function StaffMenuItem() {
  return <MenuItemLink to="/staff" primaryText={STAFF_TEXTS.title} leftIcon={<StaffIcon />} />;
}
