import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import { RSVP_KEYS_COLLECTION } from '../../../functions/src/events/signUpKey';
import { adminFirestore } from '../../support/admin-firestore';
import { smtpInbox } from '../../support/smtp-inbox';
import { settledMail } from '../mail-messages/support';
import {
  countsOf,
  guestCancelUrl,
  ownClientAddress,
  postCancel,
  releaseSignUps,
  signUpAsVisitors,
  waitForSignUps,
  writeEvent,
  type SignUp,
} from './support';

// Seats decided by the server, end to end through the site's forms and the triggers: a burst of sign-ups never
// confirms more than the capacity, and a cancel through the guest's signed link gives the seat to the first in
// line, also when two cancels arrive together. The emulator runs triggers one at a time, so nothing here
// overlaps in a transaction: seatRaces.test.ts races the same transactions for real. Each sign-up asks for its
// mail as the site does, so the later mails (promotion, cancellation) are theirs to get.

const EVENT_ID = `it-seats-${randomUUID().slice(0, 8)}`;
const CAPACITY = 10;
const SIGN_UPS = 50;

const settled = (signUps: SignUp[]) => signUps.length === SIGN_UPS && signUps.every((s) => s.status);

async function seatsDoc(): Promise<Record<string, unknown> | undefined> {
  return (await adminFirestore().collection(COLLECTIONS.eventSeats).doc(EVENT_ID).get()).data();
}

// The cancellation and promotion mails are delivered, so the queue is empty for the suites after this one.
const inbox = smtpInbox();

beforeAll(async () => {
  await inbox.start();
  await writeEvent(EVENT_ID, { title: 'Café com CVCs', capacity: CAPACITY });
});

afterAll(async () => {
  await inbox.stop();
  const db = adminFirestore();
  // The event first: deleting its confirmed sign-ups then promotes nobody (rsvpDeleted finds no event).
  await db.collection(COLLECTIONS.events).doc(EVENT_ID).delete();
  const signUps = await db.collection(COLLECTIONS.eventRsvp).where('event_id', '==', EVENT_ID).get();
  await Promise.all(signUps.docs.map((doc) => doc.ref.delete()));
  const keys = await db.collection(RSVP_KEYS_COLLECTION).where('event_id', '==', EVENT_ID).get();
  await Promise.all(keys.docs.map((doc) => doc.ref.delete()));
  await db.collection(COLLECTIONS.eventSeats).doc(EVENT_ID).delete();
});

describe('seats and the waitlist', () => {
  let signUps: SignUp[] = [];

  it(`a burst of ${SIGN_UPS} sign-ups for ${CAPACITY} seats: exactly ${CAPACITY} confirmed, the rest waitlisted`, async () => {
    const emails = Array.from({ length: SIGN_UPS }, (_, index) => `convidada.${index}@seats.example.com`);
    const ids = await signUpAsVisitors(EVENT_ID, emails);
    expect(await releaseSignUps(ids, ownClientAddress())).toEqual(ids.map(() => 'RELEASED'));
    signUps = await waitForSignUps(EVENT_ID, settled, 180_000);
    expect(countsOf(signUps)).toEqual({ confirmed: CAPACITY, waitlisted: SIGN_UPS - CAPACITY });
    expect(await seatsDoc()).toMatchObject({ confirmed: CAPACITY, waitlisted: SIGN_UPS - CAPACITY });
  }, 240_000);

  it('a cancel through the link promotes exactly the first waitlisted; a second cancel says it was done', async () => {
    const guest = signUps.find((s) => s.status === 'confirmed')!;
    const first = signUps.find((s) => s.status === 'waitlisted')!;
    const url = guestCancelUrl(guest.id);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      'Confirme abaixo para cancelar sua inscrição no evento &quot;Café com CVCs&quot;',
    );
    expect((await waitForSignUps(EVENT_ID, () => true)).find((s) => s.id === guest.id)?.status).toBe(
      'confirmed',
    );

    const done = await postCancel(url);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(
      'Pronto: sua inscrição no evento &quot;Café com CVCs&quot; foi cancelada.',
    );

    signUps = await waitForSignUps(
      EVENT_ID,
      (all) => all.find((s) => s.id === first.id)?.status === 'confirmed',
    );
    expect(countsOf(signUps)).toEqual({
      confirmed: CAPACITY,
      waitlisted: SIGN_UPS - CAPACITY - 1,
      cancelled: 1,
    });
    expect(signUps.find((s) => s.id === guest.id)?.status).toBe('cancelled');
    // The promoted guest gets the confirmation with the .ics; the one who left is told.
    const promoted = await settledMail(`rsvp-promoted-${first.id}`);
    expect((promoted.message as { subject: string }).subject).toBe('Inscrição confirmada: Café com CVCs');
    expect((promoted.message as { attachments?: unknown[] }).attachments).toHaveLength(1);
    const told = await settledMail(`rsvp-cancelled-${guest.id}`);
    expect((told.message as { subject: string }).subject).toBe('Inscrição cancelada: Café com CVCs');

    const again = await postCancel(url);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('já estava cancelada');
  }, 60_000);

  it('two cancels posted together promote exactly the next two in line', async () => {
    const [a, b] = signUps.filter((s) => s.status === 'confirmed');
    const nextTwo = signUps.filter((s) => s.status === 'waitlisted').slice(0, 2);
    const answers = await Promise.all([postCancel(guestCancelUrl(a!.id)), postCancel(guestCancelUrl(b!.id))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);

    signUps = await waitForSignUps(EVENT_ID, (all) =>
      nextTwo.every((next) => all.find((s) => s.id === next.id)?.status === 'confirmed'),
    );
    // Read once every trigger the cancels set off has run (waitForSignUps settles the queue first), so an extra
    // promotion would show in the count.
    signUps = await waitForSignUps(EVENT_ID, () => true);
    expect(countsOf(signUps)).toEqual({
      confirmed: CAPACITY,
      waitlisted: SIGN_UPS - CAPACITY - 3,
      cancelled: 3,
    });
    const waitlisted = signUps.filter((s) => s.status === 'waitlisted');
    const promoted = signUps.filter((s) => s.status === 'confirmed' && nextTwo.some((n) => n.id === s.id));
    expect(promoted).toHaveLength(2);
    // Everyone still waiting signed up after everyone promoted.
    expect(Math.min(...waitlisted.map((s) => s.created))).toBeGreaterThanOrEqual(
      Math.max(...promoted.map((s) => s.created)),
    );
    expect(await seatsDoc()).toMatchObject({ confirmed: CAPACITY, waitlisted: SIGN_UPS - CAPACITY - 3 });
  }, 60_000);

  it('more seats from staff go to the next in line at once', async () => {
    const nextTwo = signUps.filter((s) => s.status === 'waitlisted').slice(0, 2);
    await adminFirestore()
      .collection(COLLECTIONS.events)
      .doc(EVENT_ID)
      .update({ capacity: CAPACITY + 2 });
    signUps = await waitForSignUps(EVENT_ID, (all) =>
      nextTwo.every((next) => all.find((s) => s.id === next.id)?.status === 'confirmed'),
    );
    expect(countsOf(signUps)).toEqual({
      confirmed: CAPACITY + 2,
      waitlisted: SIGN_UPS - CAPACITY - 5,
      cancelled: 3,
    });
  }, 60_000);

  it('a confirmed sign-up deleted by staff frees its seat for the next in line', async () => {
    const gone = signUps.find((s) => s.status === 'confirmed')!;
    const next = signUps.find((s) => s.status === 'waitlisted')!;
    await adminFirestore().collection(COLLECTIONS.eventRsvp).doc(gone.id).delete();
    signUps = await waitForSignUps(
      EVENT_ID,
      (all) => all.find((s) => s.id === next.id)?.status === 'confirmed',
    );
    expect(countsOf(signUps)).toEqual({
      confirmed: CAPACITY + 2,
      waitlisted: SIGN_UPS - CAPACITY - 6,
      cancelled: 3,
    });
  }, 60_000);

  it('refuses a forged, altered or incomplete link and changes nothing', async () => {
    const before = countsOf(await waitForSignUps(EVENT_ID, () => true));
    const [victim, other] = signUps.filter((s) => s.status === 'confirmed');
    const altered = new URL(guestCancelUrl(other!.id));
    altered.searchParams.set('r', victim!.id);
    const forged = new URL(guestCancelUrl(victim!.id));
    forged.searchParams.set('s', 'a'.repeat(64));
    for (const url of [altered, forged]) {
      const answer = await postCancel(url.toString());
      expect(answer.status).toBe(403);
      expect(await answer.text()).toContain('Este link de cancelamento não é válido');
    }
    const incomplete = new URL(guestCancelUrl(victim!.id));
    incomplete.searchParams.delete('s');
    expect((await postCancel(incomplete.toString())).status).toBe(400);
    const english = new URL(guestCancelUrl(victim!.id, 'en'));
    english.searchParams.set('s', 'b'.repeat(64));
    expect(await (await fetch(english)).text()).toContain('This cancel link is not valid');
    expect(countsOf(await waitForSignUps(EVENT_ID, () => true))).toEqual(before);
  });
});
