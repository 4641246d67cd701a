import { getFirestore, type DocumentData } from 'firebase-admin/firestore';
import type { CvcEvent } from '@cvc/domain';
import { eventPagePath, googleCalendarUrl } from '@cvc/web';
import { buildEventIcs, icsFilename } from './eventIcs';
import { cancelUrl } from './cancelLink';
import { adminApp } from '../shared/adminApp';
import { originEnv } from '../shared/params';
import { siteOrigin } from '../shared/siteOrigin';
import { mailLanguage } from '../mail/layout';
import type { MailMessage } from '../mail/mailDocument';
import type { EventMailInput } from '../mail/eventMail';
import { eventReminder } from '../mail/eventReminder';
import { rsvpCancelled } from '../mail/rsvpCancelled';
import { rsvpConfirmation } from '../mail/rsvpConfirmation';
import { UNSUBSCRIBE_SECRET } from '../mail/unsubscribeSecret';
import { queueVisitorMail } from '../mail/visitorMail';
import { firstMailReleased } from './firstMailRelease';

// The mails of a sign-up's life, each queued under an id of its own per sign-up, so a retried trigger or a
// reminder run started again finds it queued and sends nothing twice. Every caller declares UNSUBSCRIBE_SECRET
// (it signs the unsubscribe and the cancel links).

export type SignUpMailKind = 'confirmed' | 'waitlisted' | 'promoted' | 'cancelled' | 'reminder';

/** `mail/{id}` of each kind: the first answer keeps the id it always had. */
export function signUpMailId(kind: SignUpMailKind, rsvpId: string): string {
  return isFirstAnswer(kind) ? `rsvp-${rsvpId}` : `rsvp-${kind}-${rsvpId}`;
}

/** What every kind is composed from: the common envelope, plus the calendar and cancel links. */
type Links = EventMailInput & { googleCalendarUrl: string; cancelUrl: string };

function compose(kind: SignUpMailKind, links: Links, origin: string): MailMessage {
  switch (kind) {
    case 'cancelled':
      return rsvpCancelled(links);
    case 'reminder':
      return eventReminder(links);
    default:
      return rsvpConfirmation({
        ...links,
        status: kind === 'waitlisted' ? 'waitlisted' : 'confirmed',
        ics: { filename: icsFilename(links.event.id), content: buildEventIcs(links.event, origin) },
      });
  }
}

const isFirstAnswer = (kind: SignUpMailKind) => kind === 'confirmed' || kind === 'waitlisted';

/**
 * Queues the sign-up's mail of this kind; returns whether this call queued it. Only the first answer goes to a
 * sign-up whose client has not released it: every later mail needs that release, so a sign-up nobody asked
 * mail for (a script's, a duplicate) is never mailed on the system's own initiative.
 */
export async function queueSignUpMail(
  kind: SignUpMailKind,
  rsvpId: string,
  rsvp: DocumentData,
  event: CvcEvent,
): Promise<boolean> {
  if (typeof rsvp.email !== 'string' || !rsvp.email) return false;
  const db = getFirestore(adminApp());
  if (!isFirstAnswer(kind) && !(await firstMailReleased(db, rsvpId, rsvp))) return false;
  const origin = siteOrigin({}, originEnv());
  const language = mailLanguage(rsvp.language);
  const eventUrl = `${origin}${eventPagePath(event.id, language)}`;
  const secret = UNSUBSCRIBE_SECRET.value();
  return queueVisitorMail(db, signUpMailId(kind, rsvpId), {
    to: rsvp.email,
    language,
    origin,
    // The first answer waits for the signing-up client's release, like every form's; the later ones, of a
    // released sign-up, count against the hourly ceiling as released mail.
    gate: isFirstAnswer(kind) ? 'AWAIT_RELEASE' : 'RELEASED',
    compose: (unsubscribeUrl) =>
      compose(
        kind,
        {
          name: String(rsvp.name ?? ''),
          event,
          language,
          eventUrl,
          googleCalendarUrl: googleCalendarUrl(event, eventUrl),
          cancelUrl: cancelUrl(origin, rsvpId, language, secret),
          unsubscribeUrl,
        },
        origin,
      ),
  });
}
