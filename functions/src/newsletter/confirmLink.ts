import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '@cvc/domain';
import { NEWSLETTER_CONFIRM_PATH } from '@cvc/web';
import { normalizedAddress } from '../mail/unsubscribeLink';

// The newsletter's confirmation link: it names the address and when the link stops working, and carries an HMAC
// of both, so nobody can confirm an address that is not theirs or stretch a link's life. Signed with the
// unsubscribe links' key (UNSUBSCRIBE_SECRET) under a prefix of its own, so no other link's signature is valid
// as this one's.

const PURPOSE = 'newsletter-confirm:';

function payload(email: string, expiresAt: number): string {
  return `${PURPOSE}${normalizedAddress(email)}\n${expiresAt}`;
}

/** HMAC-SHA256 hex of the address and the expiry (ms since the epoch). An empty key is refused. */
export function confirmSignature(email: string, expiresAt: number, secret: string): string {
  if (!secret) throw new Error('UNSUBSCRIBE_SECRET is not set: confirmation links cannot be signed');
  return createHmac('sha256', secret).update(payload(email, expiresAt)).digest('hex');
}

export type ConfirmLinkCheck = 'VALID' | 'INVALID' | 'EXPIRED';

/** Whether the link was signed for this address and expiry (in constant time), and is still within its life. */
export function checkConfirmLink(
  link: { email: string; expiresAt: number; signature: string },
  secret: string,
  now: Date,
): ConfirmLinkCheck {
  const { email, expiresAt, signature } = link;
  if (!secret || !email || !Number.isSafeInteger(expiresAt) || !/^[0-9a-f]{64}$/i.test(signature)) {
    return 'INVALID';
  }
  const expected = Buffer.from(confirmSignature(email, expiresAt, secret), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'INVALID';
  return now.getTime() < expiresAt ? 'VALID' : 'EXPIRED';
}

/** `<origin>/api/newsletter/confirm?e=…&x=…&s=…&l=…`; `l` only picks the page's language and is not signed. */
export function confirmUrl(
  origin: string,
  email: string,
  expiresAt: number,
  language: Language,
  secret: string,
): string {
  const query = new URLSearchParams({
    e: normalizedAddress(email),
    x: String(expiresAt),
    s: confirmSignature(email, expiresAt, secret),
    l: language,
  });
  return `${origin}${NEWSLETTER_CONFIRM_PATH}?${query.toString()}`;
}
