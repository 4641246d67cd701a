import { lazy } from 'react';
import SettingsIcon from '@mui/icons-material/Settings';
import IdentityIcon from '@mui/icons-material/Groups';
const SiteSettingsScreen = lazy(() =>
  import('./SiteSettingsScreen').then((module) => ({ default: module.SiteSettingsScreen })),
);
const SiteIdentityScreen = lazy(() =>
  import('./SiteIdentityScreen').then((module) => ({ default: module.SiteIdentityScreen })),
);

export const siteIdentity = { list: SiteIdentityScreen, icon: IdentityIcon };
export default { list: SiteSettingsScreen, icon: SettingsIcon };
