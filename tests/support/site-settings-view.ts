import { isDeepStrictEqual } from 'node:util';
import {
  COLLECTIONS,
  SITE_IDENTITY_DOC_ID,
  SITE_SETTINGS_DOC_ID,
  SITE_SETTINGS_VIEW_DOC_ID,
  composeSiteSettingsView,
} from '@cvc/domain';
import { adminFirestore } from './admin-firestore';
import { triggersSettled } from './trigger-queue';

/** How long the functions emulator may take to compose the view after a write (it is under a second when idle). */
const SETTLE_MS = 20_000;

/**
 * Resolves once `site_settings_view/public`, which the pages read, is composed from the stored settings and
 * identity as they are now: a test that writes either waits for this before it loads a page.
 */
export async function siteSettingsViewSettled(): Promise<void> {
  await triggersSettled();
  const db = adminFirestore();
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const [settings, identity, view] = await db.getAll(
      db.collection(COLLECTIONS.siteSettings).doc(SITE_SETTINGS_DOC_ID),
      db.collection(COLLECTIONS.siteIdentity).doc(SITE_IDENTITY_DOC_ID),
      db.collection(COLLECTIONS.siteSettingsView).doc(SITE_SETTINGS_VIEW_DOC_ID),
    );
    const expected = composeSiteSettingsView(settings!.data(), identity!.data());
    if (isDeepStrictEqual(view!.data(), expected)) return;
    if (Date.now() > deadline)
      throw new Error('site_settings_view/public was not composed from the stored documents in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
