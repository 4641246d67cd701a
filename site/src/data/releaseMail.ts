import { MAIL_RELEASE_PATH } from '@cvc/web';
import { appCheckHeaders } from './appCheck';

export type ReleasableForm = 'leads' | 'event_rsvp';

/**
 * Asks the server to send the answer to the form just created (it holds it until then, and sends a few per
 * visitor an hour: README "Abuse ceilings"). The form already succeeded, so a refusal or a network failure is
 * logged, never shown. Resolves to the HTTP status, 0 when the request failed.
 */
export async function releaseMail(collection: ReleasableForm, id: string): Promise<number> {
  try {
    const response = await fetch(MAIL_RELEASE_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await appCheckHeaders()) },
      body: JSON.stringify({ collection, id }),
      keepalive: true,
    });
    if (!response.ok) console.warn(`mail release: HTTP ${response.status}`);
    return response.status;
  } catch (error) {
    console.warn('mail release failed', error);
    return 0;
  }
}
