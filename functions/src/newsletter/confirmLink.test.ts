import { describe, expect, it } from 'vitest';
import { cancelSignature } from '../events/cancelLink';
import { unsubscribeSignature } from '../mail/unsubscribeLink';
import { checkConfirmLink, confirmSignature, confirmUrl } from './confirmLink';

const SECRET = 'test-key';
const now = new Date('2026-11-28T12:00:00Z');
const expiresAt = now.getTime() + 7 * 86_400_000;

function linkOf(url: string) {
  const query = new URL(url).searchParams;
  return { email: query.get('e')!, expiresAt: Number(query.get('x')), signature: query.get('s')! };
}

describe('the newsletter confirmation link', () => {
  it('is /api/newsletter/confirm with the normalized address, the expiry, the signature and the language', () => {
    const url = new URL(confirmUrl('https://cvc.example', ' Ana@X.com ', expiresAt, 'es', SECRET));
    expect(url.origin + url.pathname).toBe('https://cvc.example/api/newsletter/confirm');
    expect(url.searchParams.get('e')).toBe('ana@x.com');
    expect(url.searchParams.get('x')).toBe(String(expiresAt));
    expect(url.searchParams.get('l')).toBe('es');
  });

  it('is valid as made until it expires, then expired', () => {
    const link = linkOf(confirmUrl('https://cvc.example', 'ana@x.com', expiresAt, 'pt', SECRET));
    expect(checkConfirmLink(link, SECRET, now)).toBe('VALID');
    expect(checkConfirmLink(link, SECRET, new Date(expiresAt))).toBe('EXPIRED');
  });

  it('refuses another address, a stretched expiry, another key and a missing key', () => {
    const link = linkOf(confirmUrl('https://cvc.example', 'ana@x.com', expiresAt, 'pt', SECRET));
    expect(checkConfirmLink({ ...link, email: 'bia@x.com' }, SECRET, now)).toBe('INVALID');
    expect(checkConfirmLink({ ...link, expiresAt: expiresAt + 86_400_000 }, SECRET, now)).toBe('INVALID');
    expect(checkConfirmLink(link, 'another-key', now)).toBe('INVALID');
    expect(checkConfirmLink(link, '', now)).toBe('INVALID');
    expect(checkConfirmLink({ ...link, signature: 'zz' }, SECRET, now)).toBe('INVALID');
    expect(() => confirmSignature('ana@x.com', expiresAt, '')).toThrow(/UNSUBSCRIBE_SECRET/);
  });

  it('takes no other link’s signature: unsubscribe and cancel signatures are refused', () => {
    for (const signature of [
      unsubscribeSignature('ana@x.com', SECRET),
      cancelSignature('ana@x.com', SECRET),
    ]) {
      expect(checkConfirmLink({ email: 'ana@x.com', expiresAt, signature }, SECRET, now)).toBe('INVALID');
    }
  });
});
