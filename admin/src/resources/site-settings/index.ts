import { lazy } from 'react';
import SettingsIcon from '@mui/icons-material/Settings';
const SiteSettingsScreen = lazy(() =>
  import('./SiteSettingsScreen').then((module) => ({ default: module.SiteSettingsScreen })),
);

export default { list: SiteSettingsScreen, icon: SettingsIcon };
