import {
  COLLECTIONS,
  SITE_IDENTITY_DOC_ID,
  SITE_SETTINGS_DOC_ID,
  SITE_SETTINGS_PLACEHOLDERS,
  readSiteIdentity,
  readSiteSettings,
  type SiteSettings,
} from '@cvc/domain';
import { firestore } from './firestore';

/**
 * The external addresses staff set in the console (`site_settings/public`). A missing or malformed document
 * gives the placeholders, so a link is never empty; the rules keep staff from storing a bad one.
 */
export async function fetchSiteSettings(): Promise<SiteSettings> {
  const { db, doc, getDoc } = await firestore();
  // The association's identity (leaders, logos) is its own document, read alongside: 2 reads per render.
  const [snapshot, identity] = await Promise.all([
    getDoc(doc(db, COLLECTIONS.siteSettings, SITE_SETTINGS_DOC_ID)),
    getDoc(doc(db, COLLECTIONS.siteIdentity, SITE_IDENTITY_DOC_ID)).catch(() => undefined),
  ]);
  // No zod here: every page reads the settings, and the schemas would add 24 KB gz to each of them.
  return (
    readSiteSettings(snapshot.data(), identity?.data()) ?? {
      ...SITE_SETTINGS_PLACEHOLDERS,
      ...readSiteIdentity(identity?.data()),
    }
  );
}
