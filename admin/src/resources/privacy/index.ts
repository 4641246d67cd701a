import { lazy } from 'react';
const PrivacyScreen = lazy(() =>
  import('./PrivacyScreen').then((module) => ({ default: module.PrivacyScreen })),
);

export default { list: PrivacyScreen };
