import { DASHBOARD_KEYS, SCHEDULE_KEYS, can, type PermissionKey, type StaffClaims } from '@cvc/domain';

/** Who opens an area: holders of a key, of any one of several keys, or the admin role only. */
export type AreaAccess = PermissionKey | readonly PermissionKey[] | 'admin';

/**
 * Every console area (a react-admin resource or a custom route, named as its first path segment) and who may
 * open it: the one table the authProvider's canAccess reads, and through it the sidebar and the area guard.
 * Route names follow SPEC §2 (/admin/report-downloads, /admin/rsvp); market data and the CVC directory are
 * edited from the crawler area; the Painel shows the figures of leads, sign-ups and downloads, and the
 * news, opinions, reports and events scheduled ahead.
 */
export const AREA_ACCESS: Readonly<Record<string, AreaAccess>> = {
  news: 'news',
  opinions: 'opinions',
  columnists: 'columnists',
  reports: 'reports',
  painel: [...DASHBOARD_KEYS, ...SCHEDULE_KEYS],
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
  // Equipe grants the keys; the site's addresses, the association, the data subjects' requests and Auditoria
  // are the whole site's.
  staff: 'admin',
  'site-settings': 'admin',
  'site-identity': 'admin',
  privacy: 'admin',
  audit: 'admin',
};

/** Whether the table names the area (the /admin redirect and access denied are open to any staff member). */
export function isGuardedArea(area: string): boolean {
  return Object.hasOwn(AREA_ACCESS, area);
}

/** Whether a staff member with these claims may open the area; no claims (signed out, not staff) opens none. */
export function mayOpen(claims: StaffClaims | null | undefined, area: string | undefined): boolean {
  if (!claims) return false;
  if (area === undefined || !isGuardedArea(area)) return true;
  const access = AREA_ACCESS[area]!;
  if (access === 'admin') return claims.role === 'admin';
  return (typeof access === 'string' ? [access] : access).some((key) => can(claims, key));
}

/** The route (area name) that a permission key opens first, for the /admin index to land on. */
export function areaOf(key: PermissionKey): string {
  return Object.entries(AREA_ACCESS).find(([, access]) => access === key)?.[0] ?? key;
}
