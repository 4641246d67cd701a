import { adminApp } from '../shared/adminApp';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { AUDIENCE_TIME_ZONE, COLLECTIONS, audienceDay } from '@cvc/domain';
import { toPublicEvent } from './enabledEvent';
import { queueSignUpMail } from './signUpMail';
import { UNSUBSCRIBE_SECRET } from '../mail/unsubscribeSecret';

const DAY_MS = 86_400_000;

/** The audience's (São Paulo) calendar day after the one of `now`, `YYYY-MM-DD`. */
export function tomorrowOf(now: Date): string {
  return audienceDay(new Date(now.getTime() + DAY_MS));
}

/**
 * Queues the reminder of every confirmed guest of the enabled events on the day after `now` (São Paulo) whose
 * first mail was released (signUpMail.ts checks it).
 * Each reminder is `mail/rsvp-reminder-<sign-up id>`: a run that stopped half-way, or a second run the same
 * day, finds the ones already queued and mails nobody twice. Returns how many this run queued.
 */
export async function sendEventReminders(db: Firestore, now: Date): Promise<number> {
  const events = await db
    .collection(COLLECTIONS.events)
    .where('enabled', '==', true)
    .where('date', '==', tomorrowOf(now))
    .get();
  let queued = 0;
  for (const doc of events.docs) {
    const event = toPublicEvent(doc.id, doc.data());
    if (!event) continue;
    const guests = await db
      .collection(COLLECTIONS.eventRsvp)
      .where('event_id', '==', event.id)
      .where('status', '==', 'confirmed')
      .get();
    for (const guest of guests.docs) {
      if (await queueSignUpMail('reminder', guest.id, guest.data(), event)) queued += 1;
    }
  }
  return queued;
}

/**
 * Every day at 10:00 in São Paulo, the day before each event. Cloud Scheduler: one job (3 free a month per
 * account). The emulators run no schedules: tests call sendEventReminders with the "now" they choose.
 */
export const eventReminders = onSchedule(
  { schedule: 'every day 10:00', timeZone: AUDIENCE_TIME_ZONE, secrets: [UNSUBSCRIBE_SECRET] },
  async (event) => {
    const queued = await sendEventReminders(getFirestore(adminApp()), new Date(event.scheduleTime));
    logger.info('eventReminders', { queued });
  },
);
