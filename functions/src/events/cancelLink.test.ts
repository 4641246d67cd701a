import { describe, expect, it } from 'vitest';
import { unsubscribeSignature } from '../mail/unsubscribeLink';
import { cancelSignature, cancelUrl, isValidCancelSignature } from './cancelLink';

const SECRET = 'test-secret';

describe('cancel links', () => {
  it('names the sign-up, its signature and the language', () => {
    const url = new URL(cancelUrl('https://cvc.example', 'abc123', 'en', SECRET));
    expect(url.origin + url.pathname).toBe('https://cvc.example/api/rsvp/cancel');
    expect(url.searchParams.get('r')).toBe('abc123');
    expect(url.searchParams.get('s')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('l')).toBe('en');
  });

  it("accepts the sign-up's own signature only", () => {
    const signature = cancelSignature('abc123', SECRET);
    expect(isValidCancelSignature('abc123', signature, SECRET)).toBe(true);
    expect(isValidCancelSignature('abc124', signature, SECRET)).toBe(false);
    expect(isValidCancelSignature('abc123', cancelSignature('abc123', 'other'), SECRET)).toBe(false);
    expect(isValidCancelSignature('abc123', signature.slice(1), SECRET)).toBe(false);
    expect(isValidCancelSignature('abc123', signature, '')).toBe(false);
  });

  it('is no unsubscribe signature, and the other way round', () => {
    expect(isValidCancelSignature('a@b.com', unsubscribeSignature('a@b.com', SECRET), SECRET)).toBe(false);
    expect(cancelSignature('a@b.com', SECRET)).not.toBe(unsubscribeSignature('a@b.com', SECRET));
  });

  it('refuses to sign without a key', () => {
    expect(() => cancelSignature('abc', '')).toThrow(/UNSUBSCRIBE_SECRET/);
  });
});
