import { lazy } from 'react';
const SiteSettingsScreen = lazy(() =>
  import('./SiteSettingsScreen').then((module) => ({ default: module.SiteSettingsScreen })),
);
const SiteIdentityScreen = lazy(() =>
  import('./SiteIdentityScreen').then((module) => ({ default: module.SiteIdentityScreen })),
);

export const siteIdentity = { list: SiteIdentityScreen };
export default { list: SiteSettingsScreen };
