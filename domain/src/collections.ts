// Firestore collection names. Every data layer, rule test and seed script reads them from here so a rename
// cannot leave one side behind.
export const COLLECTIONS = {
  leads: 'leads',
  reportDownloads: 'report_downloads',
  partners: 'partners',
  news: 'news',
  opinions: 'opinions',
  columnists: 'columnists',
  reports: 'reports',
  // A report's file address, apart from the public report so that only staff and the download callable read it.
  reportFiles: 'report_files',
  events: 'events',
  eventRsvp: 'event_rsvp',
  // Per event, the confirmed and waitlisted counts (event-seats.ts): public to read, written only by functions.
  eventSeats: 'event_seats',
  suppliers: 'suppliers',
  adminUsers: 'admin_users',
  marketSectors: 'market_sectors',
  // The CVC directory behind /api/cvc-info and the market totals (cvc-directory.ts).
  cvcs: 'cvcs',
  // One document, `public`: the external addresses the site links to (schemas/site-settings.ts).
  siteSettings: 'site_settings',
  // One document, `public`: who the association is (site-identity.ts), apart so each write stays within the
  // rules' budget of evaluated expressions.
  siteIdentity: 'site_identity',
  // One document, `public`: the two above as the site shows them, composed by a function on each save, so a page
  // reads one document and no shape check (site-settings-view.ts). Only functions write it.
  siteSettingsView: 'site_settings_view',
  // Outgoing mail, Trigger Email extension style (mail.ts); no client reads or writes it.
  mail: 'mail',
  // Dashboard counters kept by triggers (stats.ts): `leads`, `rsvp`, `downloads`; only functions write them.
  stats: 'stats',
  // One document per address asking for the newsletter (newsletter.ts): pending until its link is confirmed.
  // Only functions write it.
  newsletterSubscribers: 'newsletter_subscribers',
  // Newsletter editions (newsletter-edition.ts): staff write drafts; the newsletterEdition function sends them.
  newsletterEditions: 'newsletter_editions',
} as const;

export type CollectionKey = keyof typeof COLLECTIONS;
export type CollectionName = (typeof COLLECTIONS)[CollectionKey];
