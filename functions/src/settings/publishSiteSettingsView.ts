import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, SITE_IDENTITY_DOC_ID, SITE_SETTINGS_DOC_ID } from '@cvc/domain';
import { adminApp } from '../shared/adminApp';
import { publishSiteSettingsView } from './siteSettingsView';

/** Either stored document changed (a console save, a deletion, a hand edit): the site's view follows. */
function publishOnWriteOf(collection: string, docId: string) {
  return onDocumentWritten(`${collection}/${docId}`, async () => {
    await publishSiteSettingsView(getFirestore(adminApp()));
  });
}

export const publishSiteSettings = publishOnWriteOf(COLLECTIONS.siteSettings, SITE_SETTINGS_DOC_ID);
export const publishSiteIdentity = publishOnWriteOf(COLLECTIONS.siteIdentity, SITE_IDENTITY_DOC_ID);
