import { describe, expect, it } from 'vitest';
import {
  ADMIN_HOME_ORDER,
  PARTNER_TYPE_PERMISSION,
  PERMISSION_KEYS,
  adminHomeArea,
  can,
  claimsFromStaffRecord,
  isPermissionKey,
} from './permissions';

describe('PERMISSION_KEYS', () => {
  it('lists the thirteen keys in SPEC §3 order', () => {
    expect(PERMISSION_KEYS).toEqual([
      'news',
      'opinions',
      'columnists',
      'reports',
      'leads',
      'rsvp',
      'downloads',
      'partners',
      'maintainers',
      'participants',
      'suppliers',
      'events',
      'crawler',
    ]);
  });

  it('recognises only those keys', () => {
    expect(isPermissionKey('rsvp')).toBe(true);
    expect(isPermissionKey('admin')).toBe(false);
    expect(isPermissionKey('toString')).toBe(false);
    expect(isPermissionKey(1)).toBe(false);
  });
});

describe('can', () => {
  it('grants every key to the admin role', () => {
    for (const key of PERMISSION_KEYS) expect(can({ role: 'admin' }, key)).toBe(true);
  });

  it('grants a key only when perms holds exactly true', () => {
    expect(can({ perms: { news: true } }, 'news')).toBe(true);
    expect(can({ perms: { news: true } }, 'opinions')).toBe(false);
    expect(can({ perms: { news: 'true' as unknown as true } }, 'news')).toBe(false);
    expect(can({ perms: { news: 1 as unknown as true } }, 'news')).toBe(false);
  });

  it('denies everything without claims or perms', () => {
    expect(can(null, 'news')).toBe(false);
    expect(can(undefined, 'news')).toBe(false);
    expect(can({}, 'news')).toBe(false);
    expect(can({ role: 'editor' as 'admin', perms: {} }, 'news')).toBe(false);
  });
});

describe('claimsFromStaffRecord', () => {
  const base = { email: 'ana@cvc.org.br', name: 'Ana' };

  it('gives an admin only the role', () => {
    expect(claimsFromStaffRecord({ ...base, role: 'admin', permissions: { news: true } })).toEqual({
      role: 'admin',
    });
    expect(claimsFromStaffRecord({ ...base, role: 'admin' })).toEqual({ role: 'admin' });
  });

  it('keeps known keys whose value is exactly true', () => {
    expect(
      claimsFromStaffRecord({
        ...base,
        permissions: { news: true, leads: true, events: false, rsvp: 'true', reports: 1, bogus: true },
      }),
    ).toEqual({ perms: { news: true, leads: true } });
  });

  it('ignores a role other than admin', () => {
    expect(claimsFromStaffRecord({ ...base, role: 'owner', permissions: { crawler: true } })).toEqual({
      perms: { crawler: true },
    });
  });

  it('returns empty perms for an empty map', () => {
    expect(claimsFromStaffRecord({ ...base, permissions: {} })).toEqual({ perms: {} });
  });

  it('returns null for a missing or malformed record', () => {
    expect(claimsFromStaffRecord(null)).toBeNull();
    expect(claimsFromStaffRecord(undefined)).toBeNull();
    expect(claimsFromStaffRecord('admin')).toBeNull();
    expect(claimsFromStaffRecord([])).toBeNull();
    expect(claimsFromStaffRecord(base)).toBeNull();
    expect(claimsFromStaffRecord({ ...base, permissions: ['news'] })).toBeNull();
    expect(claimsFromStaffRecord({ ...base, permissions: null })).toBeNull();
  });
});

describe('adminHomeArea', () => {
  it('follows the order leads, events, rsvp, news, partners', () => {
    expect(ADMIN_HOME_ORDER).toEqual(['leads', 'events', 'rsvp', 'news', 'partners']);
    const all = { leads: true, events: true, rsvp: true, news: true, partners: true } as const;
    expect(adminHomeArea({ perms: all })).toBe('leads');
    expect(adminHomeArea({ perms: { ...all, leads: undefined } })).toBe('events');
    expect(adminHomeArea({ perms: { rsvp: true, news: true, partners: true } })).toBe('rsvp');
    expect(adminHomeArea({ perms: { news: true, partners: true } })).toBe('news');
    expect(adminHomeArea({ perms: { partners: true, crawler: true } })).toBe('partners');
  });

  it('sends an admin to leads', () => {
    expect(adminHomeArea({ role: 'admin' })).toBe('leads');
  });

  it('falls back to events when none of the areas is held', () => {
    expect(adminHomeArea({ perms: { crawler: true, suppliers: true } })).toBe('events');
    expect(adminHomeArea(null)).toBe('events');
  });
});

it('maps each partner type to the permission of its admin page', () => {
  expect(PARTNER_TYPE_PERMISSION).toEqual({
    partner: 'partners',
    maintainer: 'maintainers',
    participant: 'participants',
  });
});
