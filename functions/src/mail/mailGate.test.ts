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
import { trustedProxies } from './trustedProxies';

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
  // Hosting's forwarding addresses as the functions would be told them (MAIL_TRUSTED_PROXIES).
  const hosting = trustedProxies('198.18.0.0/24, 2001:db8:ffff::/48').list;

  it("takes the last x-forwarded-for hop, the address Google's front end saw, then the socket", () => {
    expect(clientAddress({ 'x-forwarded-for': '192.0.2.7, 198.51.100.1' }, '10.1.1.1', hosting)).toBe(
      '198.51.100.1',
    );
    expect(clientAddress({ 'x-forwarded-for': '198.51.100.1' }, '10.1.1.1', hosting)).toBe('198.51.100.1');
    expect(clientAddress({}, '::ffff:10.1.1.1', hosting)).toBe('10.1.1.1');
  });

  it("through Hosting, skips Hosting's own hop and takes the visitor its edge appended", () => {
    expect(
      clientAddress({ 'x-forwarded-for': '192.0.2.7, 203.0.113.9, 198.18.0.4' }, undefined, hosting),
    ).toBe('203.0.113.9');
    expect(
      clientAddress({ 'x-forwarded-for': '2001:db8:1::5, 2001:db8:ffff:1::9' }, undefined, hosting),
    ).toBe('2001:db8:1::5');
    // A visitor who writes a Hosting address first is still counted by the hop Hosting appended.
    expect(
      clientAddress({ 'x-forwarded-for': '198.18.0.9, 203.0.113.9, 198.18.0.4' }, undefined, hosting),
    ).toBe('203.0.113.9');
  });

  it('never reads the headers a caller can write: x-fah-client-ip, fastly-client-ip, earlier hops', () => {
    const seen = new Set(
      ['192.0.2.1', '192.0.2.2, 192.0.2.3', 'unknown', '2001:db8::1'].map((written, i) =>
        clientAddress(
          {
            'x-fah-client-ip': `203.0.113.${i + 1}`,
            'fastly-client-ip': `203.0.113.${i + 50}`,
            'x-forwarded-for': `${written}, 198.51.100.1`,
          },
          '10.1.1.1',
          hosting,
        ),
      ),
    );
    expect([...seen]).toEqual(['198.51.100.1']);
    // Repeated headers: the last one's last hop is the front end's.
    expect(clientAddress({ 'x-forwarded-for': ['192.0.2.1', '198.51.100.1'] })).toBe('198.51.100.1');
    // Without trusted proxies every last hop is the client, Hosting's included.
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.9, 198.18.0.4' })).toBe('198.18.0.4');
  });

  it('skips values that are not IP addresses, never falling back to a written hop', () => {
    expect(clientAddress({ 'x-forwarded-for': '192.0.2.7, unknown' }, undefined, hosting)).toBeUndefined();
    expect(
      clientAddress({ 'x-forwarded-for': '192.0.2.7, unknown, 198.18.0.4' }, undefined, hosting),
    ).toBeUndefined();
    expect(clientAddress({ 'x-fah-client-ip': '203.0.113.9' }, '10.1.1.1')).toBe('10.1.1.1');
    expect(clientAddress({ 'x-forwarded-for': ['2001:db8::1'] })).toBe('2001:db8::1');
    // Nothing but Hosting's hops: no client to count, one pool.
    expect(
      clientAddress({ 'x-forwarded-for': '198.18.0.3, 198.18.0.4' }, undefined, hosting),
    ).toBeUndefined();
  });
});

describe('trustedProxies', () => {
  it('reads addresses and CIDR ranges, and reports what is neither', () => {
    const { list, invalid } = trustedProxies(
      ' 198.18.0.0/24, 192.0.2.9,2001:db8::/32 ,, 10.0.0.0/33, x, 1.2.3.4/, 1.2.3.0/8/9',
    );
    expect(invalid).toEqual(['10.0.0.0/33', 'x', '1.2.3.4/', '1.2.3.0/8/9']);
    expect(list.check('198.18.0.200', 'ipv4')).toBe(true);
    expect(list.check('198.18.1.1', 'ipv4')).toBe(false);
    expect(list.check('192.0.2.9', 'ipv4')).toBe(true);
    expect(list.check('192.0.2.10', 'ipv4')).toBe(false);
    expect(list.check('2001:db8:5::1', 'ipv6')).toBe(true);
    expect(trustedProxies('').invalid).toEqual([]);
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
