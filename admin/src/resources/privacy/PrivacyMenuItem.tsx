import PrivacyIcon from '@mui/icons-material/PrivacyTip';
import { MenuItemLink } from 'react-admin';
import type { StaffClaims } from '@cvc/domain';

/** Sidebar entry of the data subject's requests, beside Equipe; only admins export or erase a person's data. */
export function PrivacyMenuItem({ claims }: { claims: StaffClaims | null | undefined }) {
  if (claims?.role !== 'admin') return null;
  return <MenuItemLink to="/privacy" primaryText="Privacidade" leftIcon={<PrivacyIcon />} />;
}
