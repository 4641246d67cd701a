import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isValidUnsubscribeSignature,
  suppressionId,
  unsubscribeHeaders,
  unsubscribeSignature,
  unsubscribeUrl,
} from './unsubscribeLink';

const SECRET = 'test-secret';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('suppressionId', () => {
  it('is the sha256 hex of the trimmed, lower-cased address, so any spelling finds it', () => {
    expect(suppressionId('maria@empresa.com.br')).toBe(sha256('maria@empresa.com.br'));
    expect(suppressionId(' Maria@Empresa.com.BR ')).toBe(sha256('maria@empresa.com.br'));
  });
});

describe('signatures', () => {
  it('are the HMAC-SHA256 hex of the lower-cased address', () => {
    const expected = createHmac('sha256', SECRET).update('maria@empresa.com.br').digest('hex');
    expect(unsubscribeSignature('Maria@Empresa.com.br', SECRET)).toBe(expected);
  });

  it('verify for the address they were made for, in any case, and for no other', () => {
    const signature = unsubscribeSignature('maria@empresa.com.br', SECRET);
    expect(isValidUnsubscribeSignature('maria@empresa.com.br', signature, SECRET)).toBe(true);
    expect(isValidUnsubscribeSignature('MARIA@empresa.com.br', signature.toUpperCase(), SECRET)).toBe(true);
    expect(isValidUnsubscribeSignature('joao@empresa.com.br', signature, SECRET)).toBe(false);
    expect(isValidUnsubscribeSignature('maria@empresa.com.br', signature, 'other-secret')).toBe(false);
  });

  it('refuse altered, truncated or malformed signatures without throwing', () => {
    const signature = unsubscribeSignature('maria@empresa.com.br', SECRET);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    for (const bad of [flipped, signature.slice(0, 63), `${signature}00`, '', 'x'.repeat(64)]) {
      expect(isValidUnsubscribeSignature('maria@empresa.com.br', bad, SECRET)).toBe(false);
    }
  });

  it('are never made or accepted with an empty secret', () => {
    expect(() => unsubscribeSignature('maria@empresa.com.br', '')).toThrow(/UNSUBSCRIBE_SECRET/);
    const forged = createHmac('sha256', '').update('maria@empresa.com.br').digest('hex');
    expect(isValidUnsubscribeSignature('maria@empresa.com.br', forged, '')).toBe(false);
  });
});

describe('the link and its headers', () => {
  it('names the address, its signature and the language, on our own origin', () => {
    const url = new URL(unsubscribeUrl('https://cvc.example', 'Maria+news@Empresa.com.br', 'en', SECRET));
    expect(url.origin + url.pathname).toBe('https://cvc.example/api/unsubscribe');
    expect(url.searchParams.get('e')).toBe('maria+news@empresa.com.br');
    expect(url.searchParams.get('s')).toBe(unsubscribeSignature('maria+news@empresa.com.br', SECRET));
    expect(url.searchParams.get('l')).toBe('en');
  });

  it('is offered as an RFC 8058 one-click unsubscribe', () => {
    expect(unsubscribeHeaders('https://cvc.example/api/unsubscribe?e=a&s=b')).toEqual({
      'List-Unsubscribe': '<https://cvc.example/api/unsubscribe?e=a&s=b>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
