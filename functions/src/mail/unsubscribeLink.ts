import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '@cvc/domain';
import { UNSUBSCRIBE_PATH } from '@cvc/web';

// The one-click unsubscribe link of every visitor mail (RFC 8058). The link names the address and carries an
// HMAC of it, so nobody can write a working link for someone else's address; the suppression list holds only a
// hash of the address, never the address itself.

/** One document per suppressed address, named by suppressionId; closed to every client (firestore.rules). */
export const MAIL_SUPPRESSIONS_COLLECTION = 'mail_suppressions';

/** An address as compared everywhere: 'Maria@Empresa.com ' and 'maria@empresa.com' are one person. */
export function normalizedAddress(email: string): string {
  return email.trim().toLowerCase();
}

/** The suppression document's id: sha256 hex of the normalized address. */
export function suppressionId(email: string): string {
  return createHash('sha256').update(normalizedAddress(email)).digest('hex');
}

/** HMAC-SHA256 hex of the normalized address. An empty key would make every link forgeable: refused. */
export function unsubscribeSignature(email: string, secret: string): string {
  if (!secret) throw new Error('UNSUBSCRIBE_SECRET is not set: unsubscribe links cannot be signed');
  return createHmac('sha256', secret).update(normalizedAddress(email)).digest('hex');
}

/** Whether `signature` was made for this address with this secret (compared in constant time). */
export function isValidUnsubscribeSignature(email: string, signature: string, secret: string): boolean {
  if (!secret || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(unsubscribeSignature(email, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** `<origin>/api/unsubscribe?e=…&s=…&l=…`; `l` only picks the page's language and is not signed. */
export function unsubscribeUrl(origin: string, email: string, language: Language, secret: string): string {
  const query = new URLSearchParams({
    e: normalizedAddress(email),
    s: unsubscribeSignature(email, secret),
    l: language,
  });
  return `${origin}${UNSUBSCRIBE_PATH}?${query.toString()}`;
}

/** The headers that let a mail client offer "Unsubscribe" and do it with one POST. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
