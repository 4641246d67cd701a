import { describe, expect, it } from 'vitest';
import { homePath } from './homePath';

describe('/admin index redirect', () => {
  it('follows the order leads, events, rsvp, news, partners', () => {
    expect(homePath({ role: 'admin' })).toBe('/leads');
    expect(homePath({ perms: { news: true, events: true, rsvp: true, partners: true } })).toBe('/events');
    expect(homePath({ perms: { news: true, rsvp: true, partners: true } })).toBe('/rsvp');
    expect(homePath({ perms: { partners: true, news: true } })).toBe('/news');
    expect(homePath({ perms: { partners: true, reports: true } })).toBe('/partners');
  });

  it('goes to the events page when none of those areas is held', () => {
    expect(homePath({ perms: { reports: true, crawler: true } })).toBe('/events');
    expect(homePath({ perms: {} })).toBe('/events');
    expect(homePath(null)).toBe('/events');
  });
});
