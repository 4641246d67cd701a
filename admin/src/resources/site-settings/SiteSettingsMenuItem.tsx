import GroupsIcon from '@mui/icons-material/Groups';
import SettingsIcon from '@mui/icons-material/Settings';
import { MenuItemLink } from 'react-admin';
import { SETTINGS_TEXTS as T } from '../../texts/settings';

/** Sidebar entry of the site settings, beside Equipe; only admins change the site's external addresses and the association's identity. */
export function SiteSettingsMenuItem() {
  return (
    <>
      <MenuItemLink to="/site-settings" primaryText={T.settingsTitle} leftIcon={<SettingsIcon />} />
      <MenuItemLink to="/site-identity" primaryText={T.identityTitle} leftIcon={<GroupsIcon />} />
    </>
  );
}
