import { lazy } from 'react';
import PrivacyIcon from '@mui/icons-material/PrivacyTip';
const PrivacyScreen = lazy(() =>
  import('./PrivacyScreen').then((module) => ({ default: module.PrivacyScreen })),
);

export default { list: PrivacyScreen, icon: PrivacyIcon };
