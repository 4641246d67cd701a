import { Timestamp } from 'firebase-admin/firestore';
import { expect, it } from 'vitest';
import { MAIL_TRIGGER_MAX_AGE_MS, isRecent } from './queue';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => Timestamp.fromMillis(now.getTime() - ms);

it('answers forms up to ten minutes old, so the seed and imports send nothing', () => {
  expect(MAIL_TRIGGER_MAX_AGE_MS).toBe(600_000);
  expect(isRecent(ago(0), now)).toBe(true);
  expect(isRecent(ago(MAIL_TRIGGER_MAX_AGE_MS), now)).toBe(true);
  expect(isRecent(ago(MAIL_TRIGGER_MAX_AGE_MS + 1), now)).toBe(false);
  expect(isRecent(ago(86_400_000), now)).toBe(false);
});

it('sends nothing for a form without a stored time', () => {
  for (const value of [undefined, null, '2026-11-23', now.getTime(), {}])
    expect(isRecent(value, now)).toBe(false);
});
