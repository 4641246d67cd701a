import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import {
  COLLECTIONS,
  SITE_IDENTITY_DEFAULTS,
  SITE_IDENTITY_DOC_ID,
  readSiteIdentity,
  type SiteIdentity,
} from '@cvc/domain';
import { adminApp } from '../shared/adminApp';

/**
 * The association's name and postal address as admins last saved them (`site_identity/public`), read at each delivery:
 * one document read per mail, so an edit shows in the next mail sent. If the read fails the mail still goes,
 * signed with today's values.
 */
export async function mailAssociation(): Promise<SiteIdentity['association']> {
  try {
    const snapshot = await getFirestore(adminApp())
      .collection(COLLECTIONS.siteIdentity)
      .doc(SITE_IDENTITY_DOC_ID)
      .get();
    return readSiteIdentity(snapshot.data()).association;
  } catch (error) {
    logger.warn('sendMail: site settings unreadable, signing with the default address', error);
    return SITE_IDENTITY_DEFAULTS.association;
  }
}
