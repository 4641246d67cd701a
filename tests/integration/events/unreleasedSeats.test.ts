import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import { LOCAL_SECRETS } from '../../../scripts/lib/local-mail';
import { RELEASE_WINDOW_MS } from '../../../functions/src/events/firstMailRelease';
import { RSVP_KEYS_COLLECTION } from '../../../functions/src/events/signUpKey';
import { giveBackUnreleasedSeats } from '../../../functions/src/events/unreleasedSeats';
import { adminFirestore } from '../../support/admin-firestore';
import { waitForMailSettled } from '../../support/mail-settled';
import { smtpInbox } from '../../support/smtp-inbox';
import { triggersSettled } from '../../support/trigger-queue';
import {
  countsOf,
  ownClientAddress,
  releaseSignUps,
  signUpAsVisitors,
  signUpsOf,
  waitForSignUps,
  writeEvent,
} from './support';

// A burst of anonymous sign-ups that never ask for their mail (a script's: different addresses, no release)
// fills an event's seats only until their release deadline: then the deadline's run gives their places back,
// the real visitor who signed up meanwhile (and released the mail, as the site does) is seated and mailed, and
// the burst is mailed nothing more. The run is called with a chosen "now": the emulators run no schedules.
// Its run also settles any other suite's sign-up past that "now"; files run one at a time and clean up.

const RUN = randomUUID().slice(0, 8);
const EVENT_ID = `it-unreleased-${RUN}`;
const TITLE = 'Vagas para quem veio';
const CAPACITY = 3;
const BURST = Array.from({ length: CAPACITY }, (_, n) => `robo.${n}.${RUN}@burst.example.com`);
const VISITOR = `visitante.${RUN}@burst.example.com`;

const db = adminFirestore();
const inbox = smtpInbox();
const mailExists = async (ids: string[]) =>
  (await db.getAll(...ids.map((id) => db.collection(COLLECTIONS.mail).doc(id))))
    .filter((doc) => doc.exists)
    .map((doc) => doc.id);
const seats = async () => (await db.collection(COLLECTIONS.eventSeats).doc(EVENT_ID).get()).data();

beforeAll(async () => {
  process.env.UNSUBSCRIBE_SECRET ??= LOCAL_SECRETS.UNSUBSCRIBE_SECRET;
  await inbox.start();
  await writeEvent(EVENT_ID, { title: TITLE, capacity: CAPACITY });
});

afterAll(async () => {
  await inbox.stop();
  await db.collection(COLLECTIONS.events).doc(EVENT_ID).delete();
  const signUps = await db.collection(COLLECTIONS.eventRsvp).where('event_id', '==', EVENT_ID).get();
  await Promise.all(signUps.docs.map((doc) => doc.ref.delete()));
  const keys = await db.collection(RSVP_KEYS_COLLECTION).where('event_id', '==', EVENT_ID).get();
  await Promise.all(keys.docs.map((doc) => doc.ref.delete()));
  await db.collection(COLLECTIONS.eventSeats).doc(EVENT_ID).delete();
});

describe('sign-ups that never release their mail', () => {
  it('hold the seats only until their deadline: then the real visitor in line is seated', async () => {
    const burst = await signUpAsVisitors(EVENT_ID, BURST);
    await waitForSignUps(EVENT_ID, (all) => all.length === CAPACITY && all.every((s) => s.status));
    const [visitor] = await signUpAsVisitors(EVENT_ID, [VISITOR]);
    expect(await releaseSignUps([visitor!], ownClientAddress())).toEqual(['RELEASED']);
    let signUps = await waitForSignUps(
      EVENT_ID,
      (all) => all.length === CAPACITY + 1 && all.every((s) => s.status),
    );
    // Until the deadline the burst holds every seat; the visitor waits and is told so.
    expect(countsOf(signUps)).toEqual({ confirmed: CAPACITY, waitlisted: 1 });
    await waitForMailSettled([`rsvp-${visitor!}`]);
    expect(inbox.messages.map((mail) => mail.subject)).toEqual([`Você está na lista de espera: ${TITLE}`]);

    const pastDeadline = new Date(Date.now() + RELEASE_WINDOW_MS + 60_000);
    await giveBackUnreleasedSeats(db, pastDeadline);
    await triggersSettled();
    signUps = await signUpsOf(EVENT_ID);
    expect(countsOf(signUps)).toEqual({ confirmed: 1, cancelled: CAPACITY });
    expect(signUps.find((s) => s.id === visitor)?.status).toBe('confirmed');
    const reasons = await db.getAll(...burst.map((id) => db.collection(COLLECTIONS.eventRsvp).doc(id)));
    expect(reasons.map((doc) => doc.get('cancel_reason') as unknown)).toEqual(BURST.map(() => 'unreleased'));
    const kept = await db.collection(COLLECTIONS.eventRsvp).doc(visitor!).get();
    expect(kept.get('release_deadline')).toBeUndefined();
    expect(kept.get('mail_released_at')).toBeDefined();
    expect(await seats()).toMatchObject({ confirmed: 1, waitlisted: 0 });

    // The visitor is told of the seat; the burst gets nothing, not even a cancellation.
    await waitForMailSettled([`rsvp-promoted-${visitor!}`]);
    expect(await mailExists(burst.map((id) => `rsvp-cancelled-${id}`))).toEqual([]);
    expect(inbox.messages.map((mail) => mail.subject)).toEqual([
      `Você está na lista de espera: ${TITLE}`,
      `Inscrição confirmada: ${TITLE}`,
    ]);
    expect(inbox.messages.every((mail) => mail.to.includes(VISITOR))).toBe(true);
  }, 180_000);

  it('the next visitor takes a free seat at once', async () => {
    const [next] = await signUpAsVisitors(EVENT_ID, [`outra.${RUN}@burst.example.com`]);
    const signUps = await waitForSignUps(EVENT_ID, (all) => Boolean(all.find((s) => s.id === next)?.status));
    expect(signUps.find((s) => s.id === next)?.status).toBe('confirmed');
    expect(await seats()).toMatchObject({ confirmed: 2, waitlisted: 0 });
  }, 60_000);
});
