import { COLLECTIONS, SITE_SETTINGS_VIEW_DOC_ID, siteSettingsFromView, type SiteSettings } from '@cvc/domain';
import { firestore } from './firestore';

/**
 * The external addresses and the association's identity staff set in the console, as one document that a
 * function composes on each save (`site_settings_view/public`, domain site-settings-view.ts): one read per page.
 * A missing document gives the placeholders, so a link is never empty.
 */
export async function fetchSiteSettings(): Promise<SiteSettings> {
  const { db, doc, getDoc } = await firestore();
  const snapshot = await getDoc(doc(db, COLLECTIONS.siteSettingsView, SITE_SETTINGS_VIEW_DOC_ID));
  return siteSettingsFromView(snapshot.data());
}
