import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@cvc/domain';
import {
  RETENTION_DEFAULTS,
  downloadExpiry,
  leadExpiry,
  rsvpExpiry,
} from '../../../functions/src/shared/retention';
import { buildSeedContent } from './index';

const NOW = new Date('2025-11-20T15:00:00Z');
const c = buildSeedContent(NOW);

describe("the seed's personal records expire as the functions' would", () => {
  it('gives every lead and download its default period from when it was stored', () => {
    for (const lead of c[COLLECTIONS.leads])
      expect(lead.expire_at, lead.id).toEqual(leadExpiry(lead.created_at!, RETENTION_DEFAULTS));
    for (const download of c[COLLECTIONS.reportDownloads])
      expect(download.expire_at, download.id).toEqual(downloadExpiry(download.downloaded_at!));
  });

  it("gives every sign-up its period after its event's day", () => {
    const dates = new Map(c[COLLECTIONS.events].map((event) => [event.id, event.date]));
    for (const rsvp of c[COLLECTIONS.eventRsvp]) {
      expect(rsvp.expire_at, rsvp.id).toEqual(rsvpExpiry(dates.get(rsvp.event_id), rsvp.created_at!));
      expect(rsvp.expire_at.getTime()).toBeGreaterThan(NOW.getTime());
    }
  });

  it('leaves content that is not personal without one', () => {
    for (const name of [COLLECTIONS.news, COLLECTIONS.events, COLLECTIONS.reports] as const)
      for (const row of c[name]) expect('expire_at' in row, row.id).toBe(false);
  });
});
