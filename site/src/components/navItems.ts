import { ANCHORS, ROUTES } from '../content/links';

/** Header and mobile menu items in order; `key` is the i18n key under `nav`. */
export const ANCHOR_ITEMS = [
  { key: 'about', anchor: ANCHORS.about },
  { key: 'activities', anchor: ANCHORS.activities },
  { key: 'committees', anchor: ANCHORS.committees },
  { key: 'programs', anchor: ANCHORS.programs },
] as const;

export const ROUTE_ITEMS = [
  { key: 'news', to: ROUTES.news },
  { key: 'opinion', to: ROUTES.opinions },
  { key: 'reports', to: ROUTES.reports },
  { key: 'suppliers', to: ROUTES.suppliers },
] as const;

/** `setting`: the site settings field holding the address. */
export const EXTERNAL_ITEMS = [
  { key: 'radar', setting: 'radar_url' },
  { key: 'guide', setting: 'guide_url' },
] as const;
