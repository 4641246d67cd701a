import { describe, expect, it } from 'vitest';
import {
  CLIENT_HOURLY_MAX_DEFAULT,
  HOURLY_MAX_DEFAULT,
  ceiling,
  clientAddress,
  clientBucket,
  clientCounterId,
  formMailId,
  hourCounterId,
  hourKey,
  nextHour,
  releaseId,
  secondsToNextHour,
} from './mailGate';

describe('ceilings', () => {
  it('default to 5 per client and 300 in all per hour', () => {
    expect(CLIENT_HOURLY_MAX_DEFAULT).toBe(5);
    expect(HOURLY_MAX_DEFAULT).toBe(300);
  });

  it('take a whole number of at least 1 as set, the default otherwise', () => {
    expect(ceiling(12, 5)).toBe(12);
    expect(ceiling(1, 5)).toBe(1);
    for (const bad of [0, -3, 2.5, Number.NaN, undefined]) expect(ceiling(bad, 5)).toBe(5);
  });
});

describe('hours', () => {
  const now = new Date('2026-11-25T21:59:30.500Z');

  it('are UTC hours, named for ids', () => {
    expect(hourKey(now)).toBe('2026-11-25T21');
    expect(hourCounterId(now)).toBe('hour-2026-11-25T21');
  });

  it('turn at the next whole hour', () => {
    expect(nextHour(now).toISOString()).toBe('2026-11-25T22:00:00.000Z');
    expect(nextHour(new Date('2026-11-25T22:00:00.000Z')).toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(secondsToNextHour(now)).toBe(30);
  });
});

describe('form mail ids', () => {
  it('are the ids the triggers queue: lead-ack-<lead>, rsvp-<sign-up>', () => {
    expect(formMailId('leads', 'abc')).toBe('lead-ack-abc');
    expect(formMailId('event_rsvp', 'xyz')).toBe('rsvp-xyz');
    expect(releaseId('rsvp-xyz')).toBe('release-rsvp-xyz');
  });
});

describe('clientAddress', () => {
  it('prefers the header Hosting sets, then the hop Google appended to x-forwarded-for, then the socket', () => {
    const all = { 'x-fah-client-ip': '203.0.113.9', 'x-forwarded-for': '192.0.2.7, 198.51.100.1' };
    expect(clientAddress(all, '10.1.1.1')).toBe('203.0.113.9');
    expect(clientAddress({ ...all, 'x-fah-client-ip': undefined }, '10.1.1.1')).toBe('198.51.100.1');
    expect(clientAddress({ 'x-forwarded-for': '198.51.100.1' }, '10.1.1.1')).toBe('198.51.100.1');
    expect(clientAddress({}, '::ffff:10.1.1.1')).toBe('10.1.1.1');
  });

  it('gives a caller who rotates the hops it writes the same address every time', () => {
    const seen = new Set(
      ['192.0.2.1', '192.0.2.2, 192.0.2.3', 'unknown', '2001:db8::1'].map((written) =>
        clientAddress({ 'x-forwarded-for': `${written}, 198.51.100.1` }, '10.1.1.1'),
      ),
    );
    expect([...seen]).toEqual(['198.51.100.1']);
    // Repeated headers: the last one's last hop is the front end's.
    expect(clientAddress({ 'x-forwarded-for': ['192.0.2.1', '198.51.100.1'] })).toBe('198.51.100.1');
    // Hosting's own header is only trusted as a whole, never split for a hop the caller chose.
    expect(clientAddress({ 'fastly-client-ip': '192.0.2.9', 'x-forwarded-for': '198.51.100.1' })).toBe(
      '198.51.100.1',
    );
  });

  it('skips values that are not IP addresses, never falling back to a written hop', () => {
    expect(
      clientAddress({ 'x-fah-client-ip': 'evil', 'x-forwarded-for': '192.0.2.7, unknown' }),
    ).toBeUndefined();
    expect(clientAddress({ 'x-fah-client-ip': 'evil' }, '10.1.1.1')).toBe('10.1.1.1');
    expect(clientAddress({ 'x-forwarded-for': ['2001:db8::1'] })).toBe('2001:db8::1');
  });
});

describe('clientBucket', () => {
  it('counts an IPv4 address alone, an IPv6 address by its /64, no address as one pool', () => {
    expect(clientBucket('192.0.2.7')).toBe('192.0.2.7');
    expect(clientBucket('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(clientBucket('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:0db8:0001:0002::/64');
    expect(clientBucket('::1')).toBe('0000:0000:0000:0000::/64');
    expect(clientBucket(undefined)).toBe('unknown');
  });
});

describe('clientCounterId', () => {
  const now = new Date('2026-11-25T21:10:00Z');

  it('names neither the address nor the hour, and differs per client, hour and key', () => {
    const id = clientCounterId('192.0.2.7', now, 'key');
    expect(id).toMatch(/^client-[0-9a-f]{64}$/);
    expect(id).not.toContain('192');
    expect(clientCounterId('192.0.2.7', new Date('2026-11-25T21:59:59Z'), 'key')).toBe(id);
    expect(clientCounterId('192.0.2.8', now, 'key')).not.toBe(id);
    expect(clientCounterId('192.0.2.7', new Date('2026-11-25T22:00:00Z'), 'key')).not.toBe(id);
    expect(clientCounterId('192.0.2.7', now, 'other key')).not.toBe(id);
  });
});
