import { Timestamp } from 'firebase/firestore';
import { expect, it } from 'vitest';
import { isExpired } from './expiry';

const now = Date.parse('2026-11-25T12:00:00Z');

it('treats a record as expired once its expire_at, stored or converted to a Date, has passed', () => {
  expect(isExpired(Timestamp.fromMillis(now - 1), now)).toBe(true);
  expect(isExpired(new Date(now - 86_400_000), now)).toBe(true);
  expect(isExpired(Timestamp.fromMillis(now), now)).toBe(false);
  expect(isExpired(new Date(now + 1), now)).toBe(false);
});

it('keeps a record without a usable expire_at', () => {
  for (const value of [undefined, null, '2020-01-01', now - 1, {}, new Date(Number.NaN)])
    expect(isExpired(value, now)).toBe(false);
});
