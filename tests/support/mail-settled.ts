import { COLLECTIONS } from '@cvc/domain';
import { adminFirestore } from './admin-firestore';

const FINAL_STATES = new Set(['SUCCESS', 'ERROR']);
// A form's answer that no client released (the suite created the form straight in Firestore) is held: the
// sender answered its event and has nothing more to do with it.
const HELD_STATES = new Set(['AWAITING_RELEASE', 'CLIENT_CEILING']);

/**
 * Waits until every `mail/{id}` named exists and the sender has finished with it (SUCCESS or ERROR, or held for
 * a release that will not come). The
 * functions emulator runs a function's events about one at a time, so a suite that sends hundreds of forms
 * waits here for their mail rather than leave the queue to slow the suites after it.
 */
export async function waitForMailSettled(ids: readonly string[], timeoutMs = 180_000): Promise<void> {
  const db = adminFirestore();
  const deadline = Date.now() + timeoutMs;
  let pending = [...ids];
  while (pending.length > 0) {
    const refs = pending.map((id) => db.collection(COLLECTIONS.mail).doc(id));
    const snapshots = refs.length > 0 ? await db.getAll(...refs) : [];
    pending = snapshots
      .filter(
        (snapshot) =>
          !FINAL_STATES.has(String(snapshot.get('delivery.state') ?? '')) &&
          !HELD_STATES.has(String(snapshot.get('gate.state') ?? '')),
      )
      .map((snapshot) => snapshot.id);
    if (pending.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`${pending.length} of ${ids.length} mails still unsent, e.g. mail/${pending[0]}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
