import { adminApp } from '../shared/adminApp';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { TRIGGER_QUEUE_MARKERS } from '@cvc/domain';

/**
 * Stamps a marker document when its create event is handed to the functions. The Firestore emulator hands
 * events out one at a time in the order they happened, so once a marker is stamped every trigger queued before
 * it has run (scripts/lib/trigger-queue.ts). Defined only on the emulators, so a deploy never finds it.
 */
export const triggerQueueMarker =
  process.env.FUNCTIONS_EMULATOR === 'true'
    ? onDocumentCreated(`${TRIGGER_QUEUE_MARKERS}/{markerId}`, async (event) => {
        // Written to the same document: an update fires no create trigger, so the marker never re-triggers.
        await getFirestore(adminApp())
          .doc(`${TRIGGER_QUEUE_MARKERS}/${event.params.markerId}`)
          .set({ reached_at: FieldValue.serverTimestamp() }, { merge: true });
      })
    : undefined;
