import { randomUUID } from 'node:crypto';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, eventRsvpInputSchema, type RsvpStatus } from '@cvc/domain';
import { LOCAL_SECRETS } from '../../../scripts/lib/local-mail';
import { cancelUrl } from '../../../functions/src/events/cancelLink';
import { adminFirestore } from '../../support/admin-firestore';
import { triggersSettled } from '../../support/trigger-queue';
import { hostingUrl } from '../../support/emulators';
import { releaseFormMail } from '../../support/mail-release';
import { publicFirestore } from '../../support/public-firestore';
import * as F from '../../support/rules-fixtures';

// What the event suites share: an event written as staff would, its sign-ups as the functions left them, and
// the guest's cancel link signed with the emulators' local key, as the mails carry it.

export async function writeEvent(
  id: string,
  fields: Record<string, unknown> = {},
  db: Firestore = adminFirestore(),
): Promise<void> {
  await db
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
export async function signUpsOf(eventId: string, db: Firestore = adminFirestore()): Promise<SignUp[]> {
  const snapshot = await db.collection(COLLECTIONS.eventRsvp).where('event_id', '==', eventId).get();
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

let visitors = 0;

/**
 * Sign-ups as the site writes them (the domain's schema, an add with the server's time) through `clients`
 * anonymous visitor clients under the rules, all in flight at once; returns their ids in the order of `emails`.
 */
export async function signUpAsVisitors(
  eventId: string,
  emails: readonly string[],
  clients = 10,
): Promise<string[]> {
  const open = Array.from({ length: Math.min(clients, emails.length) }, () =>
    publicFirestore(`event-visitor-${visitors++}`),
  );
  try {
    return await Promise.all(
      emails.map(async (email, n) => {
        const rsvp = eventRsvpInputSchema.parse({
          event_id: eventId,
          name: `Visitante ${n}`,
          email,
          company: 'Empresa',
          position: 'Gerente',
          phone: '(11) 98888-7777',
        });
        const db = open[n % open.length]!.db;
        const ref = await addDoc(collection(db, COLLECTIONS.eventRsvp), {
          ...rsvp,
          created_at: serverTimestamp(),
        });
        return ref.id;
      }),
    );
  } finally {
    await Promise.all(open.map((visitor) => visitor.close()));
  }
}

/**
 * A client address of the test's own (an IPv6 /64 from a fresh UUID), so the releases it asks for are counted
 * apart from every other suite's, as Hosting would report a visitor's (`x-fah-client-ip`).
 */
export function ownClientAddress(): Record<string, string> {
  const hex = randomUUID().replace(/-/g, '');
  return { 'x-fah-client-ip': `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::1` };
}

/** What the site does after each sign-up: POST /api/mail-release; returns the answers' states. */
export async function releaseSignUps(
  ids: readonly string[],
  client: Record<string, string>,
): Promise<unknown[]> {
  const states: unknown[] = [];
  for (const id of ids) {
    const { status, body } = await releaseFormMail('event_rsvp', id, client);
    states.push(status === 200 ? body.state : status);
  }
  return states;
}
