import type { PermissionKey } from '@cvc/domain';

/**
 * The permission key guarding each react-admin resource or page. Route names follow SPEC §2
 * (/admin/report-downloads, /admin/rsvp); market data and the CVC directory are edited from the crawler area.
 */
export const RESOURCE_PERMISSION: Record<string, PermissionKey> = {
  news: 'news',
  opinions: 'opinions',
  columnists: 'columnists',
  reports: 'reports',
  leads: 'leads',
  rsvp: 'rsvp',
  'report-downloads': 'downloads',
  newsletter: 'leads',
  'newsletter-editions': 'leads',
  partners: 'partners',
  maintainers: 'maintainers',
  participants: 'participants',
  suppliers: 'suppliers',
  events: 'events',
  crawler: 'crawler',
  'market-sectors': 'crawler',
  cvcs: 'crawler',
};

/**
 * Resources no permission key opens: only the admin role (Equipe, the site's external addresses and the association's identity, the data
 * subject's requests, and Auditoria).
 */
export const ADMIN_ONLY_RESOURCES: ReadonlySet<string> = new Set([
  'staff',
  'site-settings',
  'site-identity',
  'privacy',
  'audit',
]);

/** The route (resource name) of each area the /admin index may land on. */
export function resourceOf(key: PermissionKey): string {
  return Object.entries(RESOURCE_PERMISSION).find(([, k]) => k === key)?.[0] ?? key;
}
