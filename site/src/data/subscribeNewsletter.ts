import { NEWSLETTER_SUBSCRIBE_PATH } from '@cvc/web';
import type { Language } from '@cvc/domain';
import { appCheckHeaders } from './appCheck';

export type SubscribeOutcome = 'requested' | 'invalid' | 'tooMany' | 'failed';

/** Asks for the newsletter's confirmation mail; loaded with the footer form's first send. */
export async function subscribeNewsletter(request: {
  email: string;
  language: Language;
  page: string;
  notice_version: string;
}): Promise<SubscribeOutcome> {
  try {
    const response = await fetch(NEWSLETTER_SUBSCRIBE_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await appCheckHeaders()) },
      body: JSON.stringify(request),
    });
    if (response.ok) return 'requested';
    if (response.status === 400) return 'invalid';
    if (response.status === 429) return 'tooMany';
    return 'failed';
  } catch {
    return 'failed';
  }
}
