import type { Firestore } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  SITE_IDENTITY_DOC_ID,
  SITE_SETTINGS_DOC_ID,
  SITE_SETTINGS_VIEW_DOC_ID,
  composeSiteSettingsView,
  type SiteSettings,
} from '@cvc/domain';

/**
 * Composes `site_settings_view/public` from the stored settings and identity, and returns what it wrote. In a
 * transaction: two saves landing together (the settings, then the identity) each read both documents as they
 * are when it commits, so the later one never writes the earlier one's stale view.
 */
export async function publishSiteSettingsView(db: Firestore): Promise<SiteSettings> {
  const settingsRef = db.collection(COLLECTIONS.siteSettings).doc(SITE_SETTINGS_DOC_ID);
  const identityRef = db.collection(COLLECTIONS.siteIdentity).doc(SITE_IDENTITY_DOC_ID);
  const viewRef = db.collection(COLLECTIONS.siteSettingsView).doc(SITE_SETTINGS_VIEW_DOC_ID);
  return db.runTransaction(async (transaction) => {
    const [settings, identity] = await transaction.getAll(settingsRef, identityRef);
    const view = composeSiteSettingsView(settings?.data(), identity?.data());
    transaction.set(viewRef, view);
    return view;
  });
}
