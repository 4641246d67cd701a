import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { checkCode, codeHash, newFactorCode, sendsInHour, type PendingCode } from './factorCode';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const pending = (fields: Partial<PendingCode> = {}): PendingCode => ({
  factor_id: 'phone-1',
  hash: codeHash('uid-1', '123456'),
  expires_at: Timestamp.fromMillis(NOW + 15 * 60_000),
  attempts: 0,
  ...fields,
});

describe('the mailed factor code', () => {
  it('has six digits, leading zeros kept', () => {
    for (let i = 0; i < 50; i += 1) expect(newFactorCode()).toMatch(/^\d{6}$/);
  });

  it('is right once for its member and factor, before it expires', () => {
    expect(checkCode(pending(), 'uid-1', 'phone-1', '123456', NOW)).toBe('right');
    expect(checkCode(pending(), 'uid-1', 'phone-1', '123457', NOW)).toBe('wrong');
    // Another member's hash of the same digits differs.
    expect(checkCode(pending(), 'uid-2', 'phone-1', '123456', NOW)).toBe('wrong');
  });

  it('confirms no other factor than the one it was sent for (a phone enrolled after it)', () => {
    expect(checkCode(pending(), 'uid-1', 'phone-2', '123456', NOW)).toBe('expired');
  });

  it('expires after 15 minutes, after 5 wrong tries, and once used', () => {
    expect(checkCode(pending(), 'uid-1', 'phone-1', '123456', NOW + 15 * 60_000)).toBe('expired');
    expect(checkCode(pending(), 'uid-1', 'phone-1', '123456', NOW + 15 * 60_000 - 1)).toBe('right');
    expect(checkCode(pending({ attempts: 5 }), 'uid-1', 'phone-1', '123456', NOW)).toBe('expired');
    expect(checkCode(pending({ attempts: 4 }), 'uid-1', 'phone-1', '123456', NOW)).toBe('right');
    expect(checkCode(pending({ hash: null }), 'uid-1', 'phone-1', '123456', NOW)).toBe('expired');
    expect(checkCode(undefined, 'uid-1', 'phone-1', '123456', NOW)).toBe('expired');
  });

  it('is mailed at most 5 times an hour', () => {
    const sent = (minutesAgo: number[]) => ({ sent_at: minutesAgo.map((m) => NOW - m * 60_000) });
    expect(sendsInHour(sent([1, 2, 3, 4]), NOW).allowed).toBe(true);
    expect(sendsInHour(sent([1, 2, 3, 4, 59]), NOW).allowed).toBe(false);
    expect(sendsInHour(sent([1, 2, 3, 4, 60]), NOW)).toEqual({
      recent: [NOW - 60_000, NOW - 120_000, NOW - 180_000, NOW - 240_000],
      allowed: true,
    });
    expect(sendsInHour(undefined, NOW).allowed).toBe(true);
  });
});
