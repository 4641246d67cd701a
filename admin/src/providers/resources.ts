import { COLLECTIONS } from '@cvc/domain';

/**
 * How a react-admin resource maps onto Firestore. Several resources may share one collection, each pinned to
 * its slice by `scope` (the partner, maintainer and participant pages over `partners`); every list query
 * carries the scope as a `where`, which is also what the security rules check for keys that see only a slice.
 */
export type ResourceConfig = {
  collection: string;
  scope?: Record<string, string | number | boolean>;
  /** Field stamped with serverTimestamp() on create. */
  createdAt?: string;
};

export const RESOURCES: Record<string, ResourceConfig> = {
  news: { collection: COLLECTIONS.news, createdAt: 'created_at' },
  opinions: { collection: COLLECTIONS.opinions, createdAt: 'created_at' },
  columnists: { collection: COLLECTIONS.columnists, createdAt: 'created_at' },
  reports: { collection: COLLECTIONS.reports },
  partners: { collection: COLLECTIONS.partners, scope: { partner_type: 'partner' } },
  maintainers: { collection: COLLECTIONS.partners, scope: { partner_type: 'maintainer' } },
  participants: { collection: COLLECTIONS.partners, scope: { partner_type: 'participant' } },
  suppliers: { collection: COLLECTIONS.suppliers },
  events: { collection: COLLECTIONS.events },
  'market-sectors': { collection: COLLECTIONS.marketSectors },
  leads: { collection: COLLECTIONS.leads, createdAt: 'created_at' },
  rsvp: { collection: COLLECTIONS.eventRsvp, createdAt: 'created_at' },
  'report-downloads': { collection: COLLECTIONS.reportDownloads, createdAt: 'downloaded_at' },
};

/** Unknown resources fall back to a collection of the same name, so tests can use a scratch collection. */
export function resourceConfig(resource: string, table: Record<string, ResourceConfig> = RESOURCES) {
  return table[resource] ?? { collection: resource };
}
