import { adminApp } from '../shared/adminApp';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { eventSharePath, googleCalendarUrl } from '@cvc/web';
import { findEnabledEvent } from './enabledEvent';
import { buildEventIcs, icsFilename } from './eventIcs';
import { mailLanguage } from '../mail/layout';
import { isRecent } from '../mail/queue';
import { rsvpConfirmation } from '../mail/rsvpConfirmation';
import { UNSUBSCRIBE_SECRET } from '../mail/unsubscribeSecret';
import { queueVisitorMail } from '../mail/visitorMail';
import { originEnv, retentionParams } from '../shared/params';
import { EXPIRE_AT_FIELD, rsvpExpiry, storedAt } from '../shared/retention';
import { siteOrigin } from '../shared/siteOrigin';

function notFound(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 5 || code === 'not-found' || /NOT_FOUND/.test(String(error));
}

// The confirmation's unsubscribe link is signed with this secret (functions/src/mail/visitorMail.ts).
const NEW_RSVP = { document: `${COLLECTIONS.eventRsvp}/{rsvpId}` as const, secrets: [UNSUBSCRIBE_SECRET] };

/**
 * Stamps a new sign-up's `expire_at` (kept a period after its event's day: Firestore TTL then deletes it), then
 * confirms it with the event's details, its .ics and a Google Calendar link, in the visitor's language. One
 * mail per sign-up (`rsvp-<sign-up id>`), however often the event is delivered.
 */
export const confirmEventRsvp = onDocumentCreated(NEW_RSVP, async (event) => {
  const snapshot = event.data;
  const rsvp = snapshot?.data();
  if (!snapshot || !rsvp) return;
  // A sign-up that already holds its date (seeded, migrated) keeps it.
  const needsExpiry = !(rsvp[EXPIRE_AT_FIELD] instanceof Timestamp);
  const answers = isRecent(rsvp.created_at) && typeof rsvp.email === 'string';
  if (!needsExpiry && !answers) return;
  // The rules let sign-ups reach only enabled events; one deleted or disabled since has nothing to confirm.
  const cvcEvent = await findEnabledEvent(String(rsvp.event_id ?? ''));
  if (needsExpiry) {
    const signedUpAt = storedAt(rsvp.created_at, new Date(event.time));
    const expireAt = rsvpExpiry(cvcEvent?.date, signedUpAt, retentionParams());
    try {
      await snapshot.ref.update({ [EXPIRE_AT_FIELD]: Timestamp.fromDate(expireAt) });
    } catch (error) {
      // Deleted before this run (staff were quick, a test cleaned up): nothing to stamp or confirm.
      if (notFound(error)) return;
      throw error;
    }
  }
  if (!cvcEvent || !answers) return;
  const origin = siteOrigin({}, originEnv());
  const pageUrl = `${origin}${eventSharePath(cvcEvent.id)}`;
  const language = mailLanguage(rsvp.language);
  await queueVisitorMail(getFirestore(adminApp()), `rsvp-${event.params.rsvpId}`, {
    to: rsvp.email,
    language,
    origin,
    compose: (unsubscribeUrl) =>
      rsvpConfirmation({
        name: String(rsvp.name ?? ''),
        event: cvcEvent,
        language,
        eventUrl: pageUrl,
        googleCalendarUrl: googleCalendarUrl(cvcEvent, pageUrl),
        ics: { filename: icsFilename(cvcEvent.id), content: buildEventIcs(cvcEvent, origin) },
        unsubscribeUrl,
      }),
  });
});
