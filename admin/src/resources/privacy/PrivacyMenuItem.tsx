import PrivacyIcon from '@mui/icons-material/PrivacyTip';
import { MenuItemLink } from 'react-admin';
import { PRIVACY_TEXTS } from '../../texts/privacy';

/** Sidebar entry of the data subject's requests, beside Equipe; only admins export or erase a person's data. */
export function PrivacyMenuItem() {
  return <MenuItemLink to="/privacy" primaryText={PRIVACY_TEXTS.title} leftIcon={<PrivacyIcon />} />;
}
