import { adminApp } from '../shared/adminApp';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { SECURITY_HEADERS } from '@cvc/web';
import { mailLanguage } from './layout';
import { suppressAddress } from './suppressions';
import { isValidUnsubscribeSignature } from './unsubscribeLink';
import { PAGE_BUTTON_FIELD, unsubscribePage, type UnsubscribePageKind } from './unsubscribePage';
import { UNSUBSCRIBE_SECRET } from './unsubscribeSecret';
import { PUBLIC_HTTP_OPTIONS } from '../shared/options';

const ANSWERED_METHODS = ['GET', 'HEAD', 'POST'];

/**
 * /api/unsubscribe?e=<address>&s=<signature>&l=<language>, the link in every visitor mail. A GET (a person, or
 * a mail scanner following links) shows a page with a button and changes nothing; a POST (the button, or the
 * mail client's RFC 8058 one-click `List-Unsubscribe=One-Click`) records the address in mail_suppressions.
 * A link whose signature does not match its address is refused and records nothing.
 */
export const unsubscribe = onRequest(
  { ...PUBLIC_HTTP_OPTIONS, secrets: [UNSUBSCRIBE_SECRET] },
  async (req, res) => {
    res.set(SECURITY_HEADERS).set('Cache-Control', 'no-store').set('X-Robots-Tag', 'noindex');
    const language = mailLanguage(req.query.l);
    const answer = (status: number, kind: UnsubscribePageKind, email?: string) => {
      res
        .status(status)
        .type('html')
        .send(unsubscribePage(kind, language, email));
    };
    if (!ANSWERED_METHODS.includes(req.method)) {
      res.status(405).set('Allow', ANSWERED_METHODS.join(', ')).send('Method not allowed');
      return;
    }
    const email = typeof req.query.e === 'string' ? req.query.e.trim() : '';
    const signature = typeof req.query.s === 'string' ? req.query.s : '';
    if (!email || email.length > 320 || !signature) return answer(400, 'incomplete');
    if (!isValidUnsubscribeSignature(email, signature, UNSUBSCRIBE_SECRET.value())) {
      return answer(403, 'invalid');
    }
    if (req.method !== 'POST') return answer(200, 'confirm', email);

    const body: unknown = req.body;
    const fromPage =
      typeof body === 'object' &&
      body !== null &&
      (body as Record<string, unknown>)[PAGE_BUTTON_FIELD] === 'page';
    try {
      await suppressAddress(getFirestore(adminApp()), email, fromPage ? 'page' : 'one-click');
    } catch (error) {
      logger.error('unsubscribe: suppression not recorded', error);
      return answer(503, 'failed');
    }
    answer(200, 'done', email);
  },
);
