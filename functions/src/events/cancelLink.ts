import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '@cvc/domain';
import { CANCEL_RSVP_PATH } from '@cvc/web';

// The "Cancelar inscrição" link of every sign-up mail: it names the sign-up and carries an HMAC of its id, so
// nobody can cancel someone else's seat by guessing or editing an id. Signed with the unsubscribe links' key
// (UNSUBSCRIBE_SECRET), under a prefix of its own so neither kind of signature is valid as the other.

const PURPOSE = 'cancel-rsvp:';

/** HMAC-SHA256 hex of the sign-up's id. An empty key would make every link forgeable: refused. */
export function cancelSignature(rsvpId: string, secret: string): string {
  if (!secret) throw new Error('UNSUBSCRIBE_SECRET is not set: cancel links cannot be signed');
  return createHmac('sha256', secret).update(`${PURPOSE}${rsvpId}`).digest('hex');
}

/** Whether `signature` was made for this sign-up with this secret (compared in constant time). */
export function isValidCancelSignature(rsvpId: string, signature: string, secret: string): boolean {
  if (!secret || !rsvpId || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(cancelSignature(rsvpId, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** `<origin>/api/rsvp/cancel?r=…&s=…&l=…`; `l` only picks the page's language and is not signed. */
export function cancelUrl(origin: string, rsvpId: string, language: Language, secret: string): string {
  const query = new URLSearchParams({ r: rsvpId, s: cancelSignature(rsvpId, secret), l: language });
  return `${origin}${CANCEL_RSVP_PATH}?${query.toString()}`;
}
