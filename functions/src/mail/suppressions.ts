import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { isAlreadyExists } from '../shared/errorCodes';
import { EXPIRE_AT_FIELD } from '../shared/retention';
import { MAIL_SUPPRESSIONS_COLLECTION, suppressionId } from './unsubscribeLink';

/** How an address came to be suppressed: the mail client's one-click POST, or the button on our page. */
export type SuppressionSource = 'one-click' | 'page';

/** The address's suppression document (named by its hash), for reads inside a caller's transaction. */
export function suppressionRef(db: Firestore, email: string) {
  return db.collection(MAIL_SUPPRESSIONS_COLLECTION).doc(suppressionId(email));
}

/** Whether the address asked to receive no more visitor mail. */
export async function isSuppressed(db: Firestore, email: string): Promise<boolean> {
  return (await suppressionRef(db, email).get()).exists;
}

/**
 * Records the address (hashed) as suppressed; asking again keeps the first record. A newsletter subscription or
 * pending request of the address ends with it (the unsubscribe link of an edition is this one).
 */
export async function suppressAddress(
  db: Firestore,
  email: string,
  source: SuppressionSource,
): Promise<void> {
  await endSubscription(db, email);
  try {
    await suppressionRef(db, email).create({ at: FieldValue.serverTimestamp(), source });
  } catch (error) {
    if (isAlreadyExists(error)) return;
    throw error;
  }
}

async function endSubscription(db: Firestore, email: string): Promise<void> {
  const ref = db.collection(COLLECTIONS.newsletterSubscribers).doc(suppressionId(email));
  await db.runTransaction(async (tx) => {
    const stored = await tx.get(ref);
    if (!stored.exists || stored.get('status') === 'unsubscribed') return;
    tx.update(ref, {
      status: 'unsubscribed',
      unsubscribed_at: FieldValue.serverTimestamp(),
      // Kept as the record that the address left; a pending request's TTL no longer applies.
      [EXPIRE_AT_FIELD]: FieldValue.delete(),
    });
  });
}
