import PrivacyIcon from '@mui/icons-material/PrivacyTip';
import { MenuItemLink } from 'react-admin';

/** Sidebar entry of the data subject's requests, beside Equipe; only admins export or erase a person's data. */
export function PrivacyMenuItem() {
  return <MenuItemLink to="/privacy" primaryText="Privacidade" leftIcon={<PrivacyIcon />} />;
}
