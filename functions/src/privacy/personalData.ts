import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  PERSONAL_DATA_MESSAGES as MSG,
  PRIVACY_ERASURES_COLLECTION,
  personalDataRequestSchema,
} from '@cvc/domain';
import type { PersonalDataResult } from '@cvc/domain';
import { adminApp } from '../shared/adminApp';
import { appCheckCallableOptions } from '../shared/appCheck';
import { requireAdmin } from '../staff/staffCaller';
import { addressHash } from './addressHash';
import { countsOf, findHeldRecords, toRecords } from './heldRecords';

const BATCH_LIMIT = 500;

/** Deletes in batches; a document already gone is no error, so a second run finishes what a first left. */
async function deleteAll(db: Firestore, snapshots: DocumentSnapshot[]): Promise<void> {
  for (let i = 0; i < snapshots.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const snapshot of snapshots.slice(i, i + BATCH_LIMIT)) batch.delete(snapshot.ref);
    await batch.commit();
  }
}

/**
 * The data subject's rights for admins: `export` returns every record held on an address (any case), `erase`
 * deletes them and records that it did, with the address hashed. The delete triggers keep the Painel's
 * counters right. The unsubscribe entry is kept: it holds only a hash, and it is what keeps the mail stopped.
 */
export const personalData = onCall(
  { ...appCheckCallableOptions() },
  async (request): Promise<PersonalDataResult> => {
    const callerUid = await requireAdmin(request.auth);
    const parsed = personalDataRequestSchema.safeParse(request.data);
    if (!parsed.success) throw new HttpsError('invalid-argument', MSG.invalidRequest);
    const { email, action } = parsed.data;
    const typed = String((request.data as { email: string }).email);

    const db = getFirestore(adminApp());
    const { found, suppression } = await findHeldRecords(db, typed);
    const all = [...found.values()].flat();
    const result: PersonalDataResult = {
      action,
      email,
      records: toRecords(all),
      counts: countsOf(found),
      kept: toRecords(suppression ? [suppression] : []),
    };
    if (action === 'export') return result;

    await deleteAll(db, all);
    const erasure = await db.collection(PRIVACY_ERASURES_COLLECTION).add({
      email_hash: addressHash(email),
      counts: result.counts,
      by_uid: callerUid,
      at: FieldValue.serverTimestamp(),
    });
    return { ...result, erasure_id: erasure.id };
  },
);
