import { adminApp } from '../shared/adminApp';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS, PUBLIC_TEXT_MAX } from '@cvc/domain';
import { SECURITY_HEADERS } from '@cvc/web';
import { isValidCancelSignature } from './cancelLink';
import { cancelPage, type CancelPageKind } from './cancelPage';
import { cancelSignUp } from './seats';
import { mailLanguage } from '../mail/layout';
import { UNSUBSCRIBE_SECRET } from '../mail/unsubscribeSecret';
import { PUBLIC_HTTP_OPTIONS } from '../shared/options';

const ANSWERED_METHODS = ['GET', 'HEAD', 'POST'];

/** The sign-up as the page names it: its event's title and whether it is already cancelled; null if gone. */
async function signUp(rsvpId: string): Promise<{ title: string; cancelled: boolean } | null> {
  const db = getFirestore(adminApp());
  const rsvp = await db.collection(COLLECTIONS.eventRsvp).doc(rsvpId).get();
  if (!rsvp.exists) return null;
  const event = await db
    .collection(COLLECTIONS.events)
    .doc(String(rsvp.get('event_id') || '-'))
    .get();
  return { title: String(event.get('title') ?? ''), cancelled: rsvp.get('status') === 'cancelled' };
}

/**
 * /api/rsvp/cancel?r=<sign-up id>&s=<signature>&l=<language>, the "Cancelar inscrição" link of every sign-up
 * mail. A GET shows the event and a button and changes nothing; the button's POST sets the sign-up to
 * `cancelled` (rsvpStatusChanged then gives the seat to the first waitlisted). A link whose signature does not
 * match its sign-up is refused and changes nothing.
 */
export const cancelRsvp = onRequest(
  { ...PUBLIC_HTTP_OPTIONS, secrets: [UNSUBSCRIBE_SECRET] },
  async (req, res) => {
    res.set(SECURITY_HEADERS).set('Cache-Control', 'no-store').set('X-Robots-Tag', 'noindex');
    const language = mailLanguage(req.query.l);
    const answer = (status: number, kind: CancelPageKind, title?: string) => {
      res
        .status(status)
        .type('html')
        .send(cancelPage(kind, language, title));
    };
    if (!ANSWERED_METHODS.includes(req.method)) {
      res.status(405).set('Allow', ANSWERED_METHODS.join(', ')).send('Method not allowed');
      return;
    }
    const rsvpId = typeof req.query.r === 'string' ? req.query.r : '';
    const signature = typeof req.query.s === 'string' ? req.query.s : '';
    if (!rsvpId || rsvpId.length > PUBLIC_TEXT_MAX.id || rsvpId.includes('/') || !signature) {
      return answer(400, 'incomplete');
    }
    if (!isValidCancelSignature(rsvpId, signature, UNSUBSCRIBE_SECRET.value())) return answer(403, 'invalid');
    try {
      const found = await signUp(rsvpId);
      if (!found) return answer(404, 'unknown');
      if (req.method !== 'POST') return answer(200, found.cancelled ? 'already' : 'confirm', found.title);
      const outcome = await cancelSignUp(getFirestore(adminApp()), rsvpId, new Date());
      if (outcome === 'not-found') return answer(404, 'unknown');
      answer(200, outcome === 'already-cancelled' ? 'already' : 'done', found.title);
    } catch (error) {
      logger.error('cancelRsvp failed', error);
      answer(503, 'failed');
    }
  },
);
