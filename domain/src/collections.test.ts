import { expect, it } from 'vitest';
import { COLLECTIONS } from './collections';

it('names every Firestore collection in snake_case as in DESIGN.md', () => {
  expect(COLLECTIONS).toEqual({
    leads: 'leads',
    reportDownloads: 'report_downloads',
    partners: 'partners',
    news: 'news',
    opinions: 'opinions',
    columnists: 'columnists',
    reports: 'reports',
    reportFiles: 'report_files',
    events: 'events',
    eventRsvp: 'event_rsvp',
    eventSeats: 'event_seats',
    suppliers: 'suppliers',
    adminUsers: 'admin_users',
    marketSectors: 'market_sectors',
    cvcs: 'cvcs',
    siteIdentity: 'site_identity',
    siteSettings: 'site_settings',
    siteSettingsView: 'site_settings_view',
    mail: 'mail',
    stats: 'stats',
    newsletterSubscribers: 'newsletter_subscribers',
    newsletterEditions: 'newsletter_editions',
  });
});
