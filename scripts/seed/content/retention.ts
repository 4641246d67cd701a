import {
  RETENTION_DEFAULTS,
  downloadExpiry,
  leadExpiry,
  rsvpExpiry,
} from '../../../functions/src/shared/retention';
import type { SeedEvent, SeedEventRsvp, SeedLead, SeedReportDownload } from './types';

// The seed stamps `expire_at` as the functions would (default periods), so its personal records expire like
// a visitor's and the triggers find the field already there.

export type Expiring<T> = T & { expire_at: Date };

export function expiringLeads(leads: SeedLead[]): Expiring<SeedLead>[] {
  return leads.map((lead) => ({ ...lead, expire_at: leadExpiry(lead.created_at!, RETENTION_DEFAULTS) }));
}

export function expiringRsvps(rsvps: SeedEventRsvp[], events: SeedEvent[]): Expiring<SeedEventRsvp>[] {
  const dates = new Map(events.map((event) => [event.id, event.date]));
  return rsvps.map((rsvp) => ({
    ...rsvp,
    expire_at: rsvpExpiry(dates.get(rsvp.event_id), rsvp.created_at!, RETENTION_DEFAULTS),
  }));
}

export function expiringDownloads(downloads: SeedReportDownload[]): Expiring<SeedReportDownload>[] {
  return downloads.map((download) => ({
    ...download,
    expire_at: downloadExpiry(download.downloaded_at!, RETENTION_DEFAULTS),
  }));
}
