import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import { LOCAL_SECRETS } from '../../../scripts/lib/local-mail';
import { sendEventReminders } from '../../../functions/src/events/eventReminders';
import { RSVP_KEYS_COLLECTION } from '../../../functions/src/events/signUpKey';
import { adminFirestore } from '../../support/admin-firestore';
import { waitForMailSettled } from '../../support/mail-settled';
import { audienceDay } from '../../support/rules-fixtures';
import { smtpInbox } from '../../support/smtp-inbox';
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

// One sign-up per event and address: a script writing 50 sign-ups with one victim's address (in any case) for
// an event, through the public client under the rules, and asking for every one's mail, takes one seat and
// gets the victim one confirmation and one reminder. A cancel frees the address to sign up again.

const RUN = randomUUID().slice(0, 8);
const EVENT_ID = `it-one-signup-${RUN}`;
const TITLE = 'Encontro sem duplicatas';
const SIGN_UPS = 50;
const CAPACITY = 5;
const VICTIM = `vitima.${RUN}@one-signup.example.com`;
// Far enough ahead that no seeded event shares the day; 09:00 in São Paulo on the day before it.
const EVENT_DAY = audienceDay(400);
const REMIND_AT = new Date(Date.parse(`${EVENT_DAY}T12:00:00Z`) - 86_400_000);
const CLIENT = ownClientAddress();

const db = adminFirestore();
const inbox = smtpInbox();
const toVictim = () => inbox.messages.filter((mail) => mail.to.includes(VICTIM)).map((mail) => mail.subject);
const mailExists = async (ids: string[]) =>
  (await db.getAll(...ids.map((id) => db.collection(COLLECTIONS.mail).doc(id))))
    .filter((doc) => doc.exists)
    .map((doc) => doc.id);

beforeAll(async () => {
  process.env.UNSUBSCRIBE_SECRET ??= LOCAL_SECRETS.UNSUBSCRIBE_SECRET;
  await inbox.start();
  await writeEvent(EVENT_ID, { title: TITLE, date: EVENT_DAY, capacity: CAPACITY });
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

describe('one sign-up per event and address', () => {
  let holder: SignUp;

  it(`${SIGN_UPS} sign-ups of one address, all released: one seat, one confirmation, one reminder`, async () => {
    // Half in capitals: the same address however it is typed.
    const emails = Array.from({ length: SIGN_UPS }, (_, n) => (n % 2 ? VICTIM.toUpperCase() : VICTIM));
    const ids = await signUpAsVisitors(EVENT_ID, emails);
    expect(await releaseSignUps(ids, CLIENT)).toEqual(ids.map(() => 'RELEASED'));
    const signUps = await waitForSignUps(
      EVENT_ID,
      (all) => all.length === SIGN_UPS && all.every((s) => s.status),
    );

    expect(countsOf(signUps)).toEqual({ confirmed: 1, cancelled: SIGN_UPS - 1 });
    holder = signUps.find((s) => s.status === 'confirmed')!;
    const duplicates = (
      await db.collection(COLLECTIONS.eventRsvp).where('event_id', '==', EVENT_ID).get()
    ).docs
      .filter((doc) => doc.id !== holder.id)
      .map((doc) => ({
        reason: doc.get('cancel_reason') as unknown,
        of: doc.get('duplicate_of') as unknown,
      }));
    expect(duplicates).toEqual(Array(SIGN_UPS - 1).fill({ reason: 'duplicate', of: holder.id }));
    expect((await db.collection(COLLECTIONS.eventSeats).doc(EVENT_ID).get()).data()).toMatchObject({
      confirmed: 1,
      waitlisted: 0,
    });

    // Only the holder's first answer was queued, however many releases were asked for.
    await waitForMailSettled([`rsvp-${holder.id}`]);
    expect(await mailExists(ids.map((id) => `rsvp-${id}`))).toEqual([`rsvp-${holder.id}`]);

    // The reminder run the day before, with its "now" chosen: one reminder, to the holder.
    await sendEventReminders(db, REMIND_AT);
    expect(await mailExists(ids.map((id) => `rsvp-reminder-${id}`))).toEqual([`rsvp-reminder-${holder.id}`]);
    await waitForMailSettled([`rsvp-reminder-${holder.id}`]);
    expect(toVictim()).toEqual([`Inscrição confirmada: ${TITLE}`, `É amanhã: ${TITLE}`]);
  }, 240_000);

  it('a cancelled sign-up frees the address: the same person signs up again and is seated', async () => {
    expect((await postCancel(guestCancelUrl(holder.id))).status).toBe(200);
    const [again] = await signUpAsVisitors(EVENT_ID, [VICTIM]);
    expect(await releaseSignUps([again!], CLIENT)).toEqual(['RELEASED']);
    const signUps = await waitForSignUps(EVENT_ID, (all) => Boolean(all.find((s) => s.id === again)?.status));
    expect(signUps.find((s) => s.id === again)?.status).toBe('confirmed');
    expect(countsOf(signUps)).toEqual({ confirmed: 1, cancelled: SIGN_UPS });
    await waitForMailSettled([`rsvp-${again!}`, `rsvp-cancelled-${holder.id}`]);
    expect(toVictim().slice(2)).toEqual(
      expect.arrayContaining([`Inscrição cancelada: ${TITLE}`, `Inscrição confirmada: ${TITLE}`]),
    );
    expect(toVictim()).toHaveLength(4);
  }, 120_000);
});
