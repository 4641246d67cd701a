import { adminApp } from '../shared/adminApp';
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@cvc/domain';
import { eventSharePath, googleCalendarUrl } from '@cvc/web';
import { findEnabledEvent } from './enabledEvent';
import { buildEventIcs, icsFilename } from './eventIcs';
import { mailLanguage } from '../mail/layout';
import { isRecent, queueMail } from '../mail/queue';
import { rsvpConfirmation } from '../mail/rsvpConfirmation';
import { originEnv } from '../shared/params';
import { siteOrigin } from '../shared/siteOrigin';

/**
 * Confirms an event sign-up with the event's details, its .ics and a Google Calendar link, in the visitor's
 * language. One mail per sign-up (`rsvp-<sign-up id>`), however often the event is delivered.
 */
export const confirmEventRsvp = onDocumentCreated(`${COLLECTIONS.eventRsvp}/{rsvpId}`, async (event) => {
  const rsvp = event.data?.data();
  if (!rsvp || !isRecent(rsvp.created_at) || typeof rsvp.email !== 'string') return;
  // The rules let sign-ups reach only enabled events; one deleted or disabled since has nothing to confirm.
  const cvcEvent = await findEnabledEvent(String(rsvp.event_id ?? ''));
  if (!cvcEvent) return;
  const origin = siteOrigin({}, originEnv());
  const pageUrl = `${origin}${eventSharePath(cvcEvent.id)}`;
  await queueMail(getFirestore(adminApp()), `rsvp-${event.params.rsvpId}`, {
    to: [rsvp.email],
    message: rsvpConfirmation({
      name: String(rsvp.name ?? ''),
      event: cvcEvent,
      language: mailLanguage(rsvp.language),
      eventUrl: pageUrl,
      googleCalendarUrl: googleCalendarUrl(cvcEvent, pageUrl),
      ics: { filename: icsFilename(cvcEvent.id), content: buildEventIcs(cvcEvent, origin) },
    }),
  });
});
