import { COLLECTIONS, CVC_DIRECTORY_COLLECTION } from '@cvc/domain';
import { buildColumnists } from './columnists';
import { buildCvcDirectory } from './cvcs';
import { buildEventRsvps } from './event-rsvp';
import { buildEvents } from './events';
import { buildLeads } from './leads';
import { buildMarketSectors } from './market-sectors';
import { buildNews } from './news';
import { buildOpinions } from './opinions';
import { buildPartners } from './partners';
import { buildReportDownloads } from './report-downloads';
import { buildReportFiles, buildReports } from './reports';
import { expiringDownloads, expiringLeads, expiringRsvps } from './retention';
import { buildSiteIdentity, buildSiteSettings, buildSiteSettingsView } from './site-settings';
import { buildSuppliers } from './suppliers';
import { withSeedTranslations } from './translations';

export { buildColumnists } from './columnists';
export { buildEventRsvps } from './event-rsvp';
export { buildEvents } from './events';
export { buildLeads } from './leads';
export { buildMarketSectors } from './market-sectors';
export { buildNews } from './news';
export { buildOpinions } from './opinions';
export { buildPartners } from './partners';
export { buildReportDownloads } from './report-downloads';
export { buildReportFiles, buildReports } from './reports';
export { buildSiteSettings } from './site-settings';
export { buildSuppliers } from './suppliers';
export type * from './types';

/**
 * Every seeded collection, keyed by its Firestore collection name, with dates relative to `now`; the personal
 * records carry the `expire_at` the functions would give them, the translated collections the translations and
 * states a console save would (a few items translated, `scripts/seed/content/translations.ts`).
 */
export function buildSeedContent(now: Date) {
  return {
    [COLLECTIONS.news]: withSeedTranslations('news', buildNews(now), now),
    [COLLECTIONS.columnists]: withSeedTranslations('columnists', buildColumnists(now), now),
    [COLLECTIONS.opinions]: withSeedTranslations('opinions', buildOpinions(now), now),
    [COLLECTIONS.reports]: withSeedTranslations('reports', buildReports(now), now),
    [COLLECTIONS.reportFiles]: buildReportFiles(),
    [COLLECTIONS.events]: withSeedTranslations('events', buildEvents(now), now),
    [COLLECTIONS.suppliers]: withSeedTranslations('suppliers', buildSuppliers(), now),
    [COLLECTIONS.partners]: buildPartners(),
    [COLLECTIONS.marketSectors]: buildMarketSectors(),
    [COLLECTIONS.siteSettings]: buildSiteSettings(now),
    [COLLECTIONS.siteIdentity]: buildSiteIdentity(),
    [COLLECTIONS.siteSettingsView]: buildSiteSettingsView(now),
    [CVC_DIRECTORY_COLLECTION]: buildCvcDirectory(),
    [COLLECTIONS.leads]: expiringLeads(buildLeads(now)),
    [COLLECTIONS.reportDownloads]: expiringDownloads(buildReportDownloads(now)),
    [COLLECTIONS.eventRsvp]: expiringRsvps(buildEventRsvps(now), buildEvents(now)),
  };
}

export type SeedContent = ReturnType<typeof buildSeedContent>;
export type SeedCollection = keyof SeedContent;
