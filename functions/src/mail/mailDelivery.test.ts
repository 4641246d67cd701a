import { describe, expect, it } from 'vitest';
import {
  addressList,
  claimDecision,
  claimPatch,
  describeFailure,
  endsDelivery,
  finalPatch,
  isConnectionRefused,
  isPermanent,
  retryDelayMs,
  retrySchedule,
  retryPatch,
} from './mailDelivery';

const NOW = 1_800_000_000_000;
const at = (ms: number) => ({ toMillis: () => ms });

describe('claimDecision', () => {
  it('claims a fresh mail: no delivery yet, or PENDING', () => {
    expect(claimDecision(undefined, NOW, 'e1')).toEqual({ claim: true, resumed: false });
    expect(claimDecision({ state: 'PENDING' }, NOW, 'e1')).toEqual({ claim: true, resumed: false });
  });

  it('never touches a finished mail', () => {
    expect(claimDecision({ state: 'SUCCESS' }, NOW, 'e1')).toEqual({
      claim: false,
      reason: 'already SUCCESS',
    });
    expect(claimDecision({ state: 'ERROR' }, NOW, 'e1')).toEqual({ claim: false, reason: 'already ERROR' });
  });

  it("leaves a mail to the live run that owns it (the sender's own writes re-fire the trigger)", () => {
    for (const state of ['PROCESSING', 'RETRY'] as const) {
      const owned = { state, leaseExpireTime: at(NOW + 1), leaseEventId: 'e1' };
      expect(claimDecision(owned, NOW, 'e2')).toEqual({
        claim: false,
        reason: `${state}, owned by another run`,
      });
    }
  });

  it('takes over a mail whose run died: its lease ran out, or its own event came back', () => {
    const expired = { state: 'PROCESSING' as const, leaseExpireTime: at(NOW), leaseEventId: 'e1' };
    expect(claimDecision(expired, NOW, 'e2')).toEqual({ claim: true, resumed: true });
    const redelivered = { state: 'RETRY' as const, leaseExpireTime: at(NOW + 60_000), leaseEventId: 'e1' };
    expect(claimDecision(redelivered, NOW, 'e1')).toEqual({ claim: true, resumed: true });
  });

  it('sends again a mail set to RETRY by hand (no owner)', () => {
    expect(claimDecision({ state: 'RETRY', leaseExpireTime: null, leaseEventId: null }, NOW, 'e9')).toEqual({
      claim: true,
      resumed: false,
    });
  });
});

describe('the backoff schedule', () => {
  it('waits the base after the first failure and doubles after each next one', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 10))).toEqual([
      10_000, 20_000, 40_000, 80_000, 160_000,
    ]);
  });

  it('has one wait fewer than the tries', () => {
    expect(retrySchedule(3, 1)).toEqual([1000, 2000]);
    expect(retrySchedule(6, 10)).toEqual([10_000, 20_000, 40_000, 80_000, 160_000]);
    expect(retrySchedule(1, 10)).toEqual([]);
  });
});

describe('failures', () => {
  it('gives up at once on a 5xx reply and tries again on anything else', () => {
    expect(isPermanent({ responseCode: 550 })).toBe(true);
    expect(isPermanent({ responseCode: 535 })).toBe(true);
    expect(isPermanent({ responseCode: 451 })).toBe(false);
    expect(isPermanent({ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:1025' })).toBe(false);
    expect(isPermanent({ code: 'ETIMEDOUT' })).toBe(false);
  });

  it('tells a closed port (nothing listening) from other network failures', () => {
    const refused = { code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:1025' };
    expect(isConnectionRefused(refused)).toBe(true);
    expect(isConnectionRefused({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isConnectionRefused({ code: 'ETIMEDOUT', message: 'Connection timeout' })).toBe(false);
    expect(isConnectionRefused({ responseCode: 421, response: '421 Service not available' })).toBe(false);
  });

  it('ends the mail on a 5xx anywhere, and on a closed port only on the emulators', () => {
    const refused = { code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:1025' };
    expect(endsDelivery({ responseCode: 550 }, false)).toBe(true);
    expect(endsDelivery({ responseCode: 550 }, true)).toBe(true);
    expect(endsDelivery(refused, true)).toBe(true);
    expect(endsDelivery(refused, false)).toBe(false);
    expect(endsDelivery({ responseCode: 451 }, true)).toBe(false);
    expect(endsDelivery({ code: 'ETIMEDOUT' }, true)).toBe(false);
  });

  it('records the SMTP reply when there is one, else the error with its code', () => {
    expect(
      describeFailure({ code: 'EENVELOPE', responseCode: 550, response: '550 5.1.1 No such user' }),
    ).toBe('EENVELOPE: 550 5.1.1 No such user');
    expect(describeFailure({ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:1025' })).toBe(
      'ESOCKET: connect ECONNREFUSED 127.0.0.1:1025',
    );
    expect(describeFailure({ code: 'ETIMEDOUT', message: 'ETIMEDOUT: Connection timeout' })).toBe(
      'ETIMEDOUT: Connection timeout',
    );
    expect(describeFailure('boom')).toBe('boom');
  });
});

describe('delivery steps', () => {
  it('a claim marks the mail PROCESSING under this run, clearing a finished round', () => {
    expect(claimPatch('e1', 't0', 't9')).toEqual({
      'delivery.state': 'PROCESSING',
      'delivery.startTime': 't0',
      'delivery.endTime': null,
      'delivery.nextAttemptTime': null,
      'delivery.leaseExpireTime': 't9',
      'delivery.leaseEventId': 'e1',
    });
  });

  it('a failed try records RETRY, the count, the error and when the next try is due, keeping the lease', () => {
    const patch = retryPatch(2, 'ESOCKET: refused', 't5');
    expect(patch).toEqual({
      'delivery.state': 'RETRY',
      'delivery.attempts': 2,
      'delivery.error': 'ESOCKET: refused',
      'delivery.nextAttemptTime': 't5',
    });
    expect(Object.keys(patch)).not.toContain('delivery.leaseEventId');
  });

  it('SUCCESS keeps the server reply and clears the error; both ends let go of the lease', () => {
    const info = { messageId: '<id@x>', accepted: ['a@b.org'], rejected: [] };
    const released = { 'delivery.leaseExpireTime': null, 'delivery.leaseEventId': null };
    expect(finalPatch({ state: 'SUCCESS', info }, 3, 't7')).toEqual({
      'delivery.state': 'SUCCESS',
      'delivery.attempts': 3,
      'delivery.endTime': 't7',
      'delivery.nextAttemptTime': null,
      ...released,
      'delivery.info': info,
      'delivery.error': null,
    });
    expect(finalPatch({ state: 'ERROR', error: 'gave up' }, 6, 't8')).toEqual({
      'delivery.state': 'ERROR',
      'delivery.attempts': 6,
      'delivery.endTime': 't8',
      'delivery.nextAttemptTime': null,
      ...released,
      'delivery.error': 'gave up',
    });
  });

  it("reads nodemailer's address lists as plain addresses", () => {
    expect(addressList(['a@b.org', { address: 'c@d.org', name: 'C' }])).toEqual(['a@b.org', 'c@d.org']);
    expect(addressList(undefined)).toEqual([]);
  });
});
