import { doc, setDoc } from '../../support/rules-firestore';
import { COLLECTIONS } from '@cvc/domain';
import { asServer } from '../../support/rules';
import * as F from '../../support/rules-fixtures';

/** The published report and the enabled event that public downloads and sign-ups point at. */
export function seedSupport(): Promise<void> {
  return asServer(async (db) => {
    await setDoc(doc(db, COLLECTIONS.reports, F.SUPPORT.publishedReport), F.report(true));
    await setDoc(doc(db, COLLECTIONS.events, F.SUPPORT.enabledEvent), F.event(true));
  });
}
