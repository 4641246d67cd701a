import { COLLECTIONS, type RsvpStatus } from '@cvc/domain';
import { LOCAL_SECRETS } from '../../../scripts/lib/local-mail';
import { cancelUrl } from '../../../functions/src/events/cancelLink';
import { adminFirestore } from '../../support/admin-firestore';
import { triggersSettled } from '../../support/trigger-queue';
import { hostingUrl } from '../../support/emulators';
import * as F from '../../support/rules-fixtures';

// What the event suites share: an event written as staff would, its sign-ups as the functions left them, and
// the guest's cancel link signed with the emulators' local key, as the mails carry it.

export async function writeEvent(id: string, fields: Record<string, unknown> = {}): Promise<void> {
  await adminFirestore()
    .collection(COLLECTIONS.events)
    .doc(id)
    .set({ ...F.event(true), ...fields });
}

/** `created`: microseconds since the epoch, the precision Firestore orders `created_at` by. */
export type SignUp = { id: string; status?: RsvpStatus; created: number; email: string };

const microsOf = (time: { seconds: number; nanoseconds: number }) =>
  time.seconds * 1_000_000 + Math.floor(time.nanoseconds / 1_000);
// Firestore breaks a tie by document id in byte order, which localeCompare is not ('B' < 'a').
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The event's sign-ups, oldest first, in the order `orderBy('created_at')` gives the functions. */
export async function signUpsOf(eventId: string): Promise<SignUp[]> {
  const snapshot = await adminFirestore()
    .collection(COLLECTIONS.eventRsvp)
    .where('event_id', '==', eventId)
    .get();
  return snapshot.docs
    .map((doc) => ({
      id: doc.id,
      status: doc.get('status') as RsvpStatus | undefined,
      created: microsOf(doc.get('created_at') as { seconds: number; nanoseconds: number }),
      email: String(doc.get('email')),
    }))
    .sort((a, b) => a.created - b.created || byId(a.id, b.id));
}

export function countsOf(signUps: readonly SignUp[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const signUp of signUps) counts[signUp.status ?? 'none'] = (counts[signUp.status ?? 'none'] ?? 0) + 1;
  return counts;
}

/** Polls until `check` holds of the event's sign-ups; returns them. */
export async function waitForSignUps(
  eventId: string,
  check: (signUps: SignUp[]) => boolean,
  timeoutMs = 120_000,
): Promise<SignUp[]> {
  await triggersSettled();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const signUps = await signUpsOf(eventId);
    if (check(signUps)) return signUps;
    if (Date.now() > deadline)
      throw new Error(`sign-ups never settled: ${JSON.stringify(countsOf(signUps))}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The guest's cancel link, on the Hosting emulator. */
export function guestCancelUrl(rsvpId: string, language: 'pt' | 'en' | 'es' = 'pt'): string {
  return cancelUrl(hostingUrl('').replace(/\/$/, ''), rsvpId, language, LOCAL_SECRETS.UNSUBSCRIBE_SECRET);
}

export function postCancel(url: string): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
}
