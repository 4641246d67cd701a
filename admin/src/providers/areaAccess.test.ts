import { PERMISSION_KEYS, type StaffClaims } from '@cvc/domain';
import { describe, expect, it } from 'vitest';
import { AREA_ACCESS, areaOf, isGuardedArea, mayOpen } from './areaAccess';

const every: StaffClaims = { perms: Object.fromEntries(PERMISSION_KEYS.map((key) => [key, true as const])) };

// Every area the console registers (App.tsx's resources and custom routes), written out: one left out of the
// table would open to any staff member.
const AREAS = [
  'news',
  'opinions',
  'columnists',
  'reports',
  'leads',
  'rsvp',
  'report-downloads',
  'newsletter',
  'newsletter-editions',
  'partners',
  'maintainers',
  'participants',
  'suppliers',
  'events',
  'market-sectors',
  'cvcs',
  'staff',
  'site-settings',
  'site-identity',
  'privacy',
  'audit',
  'painel',
  'crawler',
];

describe('the access table', () => {
  it('names every area the console registers, and nothing else', () => {
    expect(Object.keys(AREA_ACCESS).sort()).toEqual([...AREAS].sort());
  });

  it('opens the Painel to holders of leads, rsvp or downloads (its figures) and of news, opinions, reports or events (its Agendados) only', () => {
    for (const key of ['leads', 'rsvp', 'downloads', 'news', 'opinions', 'reports', 'events'] as const)
      expect(mayOpen({ perms: { [key]: true } }, 'painel'), key).toBe(true);
    expect(mayOpen({ perms: { columnists: true, crawler: true, partners: true } }, 'painel')).toBe(false);
    expect(mayOpen({ role: 'admin' }, 'painel')).toBe(true);
  });

  it('opens the whole site’s areas to the admin role only, not to a member holding every key', () => {
    for (const area of ['staff', 'site-settings', 'site-identity', 'privacy', 'audit']) {
      expect(mayOpen(every, area), area).toBe(false);
      expect(mayOpen({ role: 'admin' }, area), area).toBe(true);
    }
  });

  it('opens a keyed area to its key’s holder, and market data and CVCs to the crawler’s', () => {
    expect(mayOpen({ perms: { news: true } }, 'news')).toBe(true);
    expect(mayOpen({ perms: { news: true } }, 'opinions')).toBe(false);
    expect(mayOpen({ perms: { downloads: true } }, 'report-downloads')).toBe(true);
    for (const area of ['crawler', 'market-sectors', 'cvcs']) {
      expect(mayOpen({ perms: { crawler: true } }, area), area).toBe(true);
      expect(mayOpen({ perms: { news: true } }, area), area).toBe(false);
    }
  });

  it('opens pages outside every area to any staff member, and nothing to someone without claims', () => {
    expect(isGuardedArea('access-denied')).toBe(false);
    expect(mayOpen({ perms: {} }, 'access-denied')).toBe(true);
    expect(mayOpen({ perms: {} }, undefined)).toBe(true);
    expect(mayOpen(null, 'access-denied')).toBe(false);
    expect(mayOpen(null, 'news')).toBe(false);
    // An inherited name is not an area.
    expect(isGuardedArea('toString')).toBe(false);
  });

  it('lands a key’s holder on its area', () => {
    expect(areaOf('downloads')).toBe('report-downloads');
    expect(areaOf('leads')).toBe('leads');
    expect(areaOf('news')).toBe('news');
  });
});
