import {
  COLLECTIONS,
  SITE_SETTINGS_DOC_ID,
  SITE_SETTINGS_PLACEHOLDERS,
  siteSettingsSchema,
  type SiteSettings,
} from '@cvc/domain';
import { firestore } from './firestore';

/**
 * The external addresses staff set in the console (`site_settings/public`). A missing or malformed document
 * gives the placeholders, so a link is never empty; the rules keep staff from storing a bad one.
 */
export async function fetchSiteSettings(): Promise<SiteSettings> {
  const { db, doc, getDoc } = await firestore();
  const snapshot = await getDoc(doc(db, COLLECTIONS.siteSettings, SITE_SETTINGS_DOC_ID));
  const parsed = siteSettingsSchema.safeParse(snapshot.data());
  return parsed.success ? parsed.data : SITE_SETTINGS_PLACEHOLDERS;
}
