import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type RsvpStatus } from '@cvc/domain';
import { LOCAL_SECRETS } from '../../../scripts/lib/local-mail';
import { sendEventReminders, tomorrowOf } from '../../../functions/src/events/eventReminders';
import { adminApp } from '../../../functions/src/shared/adminApp';
import { getFirestore } from 'firebase-admin/firestore';
import { waitForMailSettled } from '../../support/mail-settled';
import { smtpInbox } from '../../support/smtp-inbox';
import { writeEvent } from './support';

// The day-before reminder, its handler called in this process with a chosen "now" (the emulators run no
// schedules): tomorrow is São Paulo's tomorrow, only confirmed guests of enabled events whose client released
// their first mail get it, and a second run mails nobody twice.

const RUN = randomUUID().slice(0, 8);
const EVENT_DAY = '2031-03-11';
// 09:00 in São Paulo on the day before.
const NOW = new Date('2031-03-10T12:00:00Z');
const inbox = smtpInbox();
const ids = {
  tomorrow: `it-remind-${RUN}`,
  later: `it-remind-later-${RUN}`,
  disabled: `it-remind-off-${RUN}`,
};

// `release`: a sign-up still within its release deadline, and what its client's release (if any) decided.
// Without one, the sign-up was settled (or made before deadlines existed) and its first mail went out.
type Release = 'RELEASED' | 'CLIENT_CEILING' | 'never asked';
const guests: { id: string; event: string; status: RsvpStatus; release?: Release; reminded: boolean }[] = [
  { id: `remind-a-${RUN}`, event: ids.tomorrow, status: 'confirmed', reminded: true },
  { id: `remind-b-${RUN}`, event: ids.tomorrow, status: 'confirmed', reminded: true },
  { id: `remind-c-${RUN}`, event: ids.tomorrow, status: 'waitlisted', reminded: false },
  { id: `remind-d-${RUN}`, event: ids.tomorrow, status: 'cancelled', reminded: false },
  { id: `remind-e-${RUN}`, event: ids.later, status: 'confirmed', reminded: false },
  { id: `remind-f-${RUN}`, event: ids.disabled, status: 'confirmed', reminded: false },
  { id: `remind-g-${RUN}`, event: ids.tomorrow, status: 'confirmed', release: 'RELEASED', reminded: true },
  {
    id: `remind-h-${RUN}`,
    event: ids.tomorrow,
    status: 'confirmed',
    release: 'never asked',
    reminded: false,
  },
  {
    id: `remind-i-${RUN}`,
    event: ids.tomorrow,
    status: 'confirmed',
    release: 'CLIENT_CEILING',
    reminded: false,
  },
];
const releaseRecord = (rsvpId: string) => db().collection('mail_gate').doc(`release-rsvp-${rsvpId}`);

const db = () => getFirestore(adminApp());
const reminderId = (rsvpId: string) => `rsvp-reminder-${rsvpId}`;

beforeAll(async () => {
  process.env.UNSUBSCRIBE_SECRET ??= LOCAL_SECRETS.UNSUBSCRIBE_SECRET;
  await inbox.start();
  await writeEvent(ids.tomorrow, { title: 'Encontro de amanhã', date: EVENT_DAY });
  await writeEvent(ids.later, { title: 'Encontro depois', date: '2031-03-12' });
  await writeEvent(ids.disabled, { title: 'Encontro oculto', date: EVENT_DAY, enabled: false });
  // Stored as the trigger leaves them, a day old, so the sign-up trigger answers none of them itself.
  const dayAgo = Timestamp.fromMillis(Date.now() - 86_400_000);
  await Promise.all(
    guests.map((guest, n) =>
      db()
        .collection(COLLECTIONS.eventRsvp)
        .doc(guest.id)
        .set({
          event_id: guest.event,
          name: `Convidado ${n}`,
          email: `convidado.${n}.${RUN}@reminder.example.com`,
          company: 'Empresa',
          position: 'Diretor',
          phone: '11 90000-0000',
          language: n === 1 ? 'en' : 'pt',
          status: guest.status,
          created_at: dayAgo,
          ...(guest.release ? { release_deadline: Timestamp.fromMillis(Date.now() + 600_000) } : {}),
        }),
    ),
  );
  // As the release endpoint records a client's answer (mail_gate/release-<first mail's id>).
  await Promise.all(
    guests.flatMap((guest) =>
      guest.release && guest.release !== 'never asked'
        ? [releaseRecord(guest.id).set({ decision: guest.release, at: Timestamp.now() })]
        : [],
    ),
  );
});

afterAll(async () => {
  await inbox.stop();
  await Promise.all(guests.map((guest) => db().collection(COLLECTIONS.eventRsvp).doc(guest.id).delete()));
  await Promise.all(guests.map((guest) => releaseRecord(guest.id).delete()));
  await Promise.all(Object.values(ids).map((id) => db().collection(COLLECTIONS.events).doc(id).delete()));
});

describe('event reminders', () => {
  it("reads tomorrow in São Paulo: 23:30 there is still the day before UTC's", () => {
    expect(tomorrowOf(NOW)).toBe(EVENT_DAY);
    expect(tomorrowOf(new Date('2031-03-10T02:30:00Z'))).toBe('2031-03-10');
  });

  it("mails once the confirmed guests of tomorrow's enabled events whose first mail was released, and nobody else", async () => {
    expect(await sendEventReminders(db(), new Date('2031-03-10T02:30:00Z'))).toBe(0);
    expect(await sendEventReminders(db(), NOW)).toBe(3);
    const reminded = guests.filter((guest) => guest.reminded);
    await waitForMailSettled(reminded.map((guest) => reminderId(guest.id)));
    for (const guest of guests) {
      const mail = await db().collection(COLLECTIONS.mail).doc(reminderId(guest.id)).get();
      expect(mail.exists, guest.id).toBe(guest.reminded);
    }
    const english = await inbox.waitFor((mail) => mail.subject === 'It is tomorrow: Encontro de amanhã');
    expect(english.text).toContain('Location: São Paulo, SP');
    expect(english.text).toMatch(/Cancel registration: https?:\/\/\S+\/api\/rsvp\/cancel\?r=remind-b-/);

    // Run again, as after a run that failed half-way: nothing is queued twice.
    expect(await sendEventReminders(db(), NOW)).toBe(0);
  }, 60_000);
});
