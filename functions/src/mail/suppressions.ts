import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { MAIL_SUPPRESSIONS_COLLECTION, suppressionId } from './unsubscribeLink';

/** How an address came to be suppressed: the mail client's one-click POST, or the button on our page. */
export type SuppressionSource = 'one-click' | 'page';

function suppressionRef(db: Firestore, email: string) {
  return db.collection(MAIL_SUPPRESSIONS_COLLECTION).doc(suppressionId(email));
}

/** Whether the address asked to receive no more visitor mail. */
export async function isSuppressed(db: Firestore, email: string): Promise<boolean> {
  return (await suppressionRef(db, email).get()).exists;
}

/** Records the address (hashed) as suppressed; asking again keeps the first record. */
export async function suppressAddress(
  db: Firestore,
  email: string,
  source: SuppressionSource,
): Promise<void> {
  try {
    await suppressionRef(db, email).create({ at: FieldValue.serverTimestamp(), source });
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    if (code === 6 || code === 'already-exists' || /ALREADY_EXISTS/.test(String(error))) return;
    throw error;
  }
}
