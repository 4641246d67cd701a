import { DASHBOARD_KEYS, can, type PermissionKey, type StaffClaims } from '@cvc/domain';

/** `permission`: the key that shows the item, or several of which any one does (the Painel). */
export type MenuEntry = {
  to: string;
  label: string;
  permission: PermissionKey | readonly PermissionKey[];
  icon: string;
};
export type MenuGroupSpec = { id: string; label: string; items: MenuEntry[] };

/**
 * SPEC §2 sidebar, in its order. Labels are i18n keys; `icon` names an entry of layout/icons. The CRM items
 * point at the leads, sign-ups and downloads screens of the next issue.
 */
export const MENU_GROUPS: MenuGroupSpec[] = [
  {
    id: 'content',
    label: 'cvc.menu.content',
    items: [
      { to: '/news', label: 'resources.news.name', permission: 'news', icon: 'news' },
      { to: '/opinions', label: 'resources.opinions.name', permission: 'opinions', icon: 'opinions' },
      { to: '/columnists', label: 'resources.columnists.name', permission: 'columnists', icon: 'columnists' },
      { to: '/reports', label: 'resources.reports.name', permission: 'reports', icon: 'reports' },
    ],
  },
  {
    id: 'crm',
    label: 'cvc.menu.crm',
    items: [
      { to: '/painel', label: 'cvc.dashboard.title', permission: DASHBOARD_KEYS, icon: 'dashboard' },
      { to: '/leads', label: 'resources.leads.name', permission: 'leads', icon: 'leads' },
      { to: '/rsvp', label: 'resources.rsvp.name', permission: 'rsvp', icon: 'rsvp' },
      {
        to: '/report-downloads',
        label: 'resources.report-downloads.name',
        permission: 'downloads',
        icon: 'downloads',
      },
      { to: '/newsletter', label: 'resources.newsletter.name', permission: 'leads', icon: 'newsletter' },
      {
        to: '/newsletter-editions',
        label: 'resources.newsletter-editions.name',
        permission: 'leads',
        icon: 'newsletterEditions',
      },
    ],
  },
  {
    id: 'partners',
    label: 'cvc.menu.partners',
    items: [
      { to: '/partners', label: 'resources.partners.name', permission: 'partners', icon: 'partners' },
      {
        to: '/maintainers',
        label: 'resources.maintainers.name',
        permission: 'maintainers',
        icon: 'maintainers',
      },
      {
        to: '/participants',
        label: 'cvc.menu.participants',
        permission: 'participants',
        icon: 'participants',
      },
      { to: '/suppliers', label: 'resources.suppliers.name', permission: 'suppliers', icon: 'suppliers' },
    ],
  },
  {
    id: 'events',
    label: 'cvc.menu.events',
    items: [{ to: '/events', label: 'resources.events.name', permission: 'events', icon: 'events' }],
  },
  {
    id: 'tools',
    label: 'cvc.menu.tools',
    items: [{ to: '/crawler', label: 'cvc.crawler.title', permission: 'crawler', icon: 'crawler' }],
  },
];

/**
 * The groups and items a user sees: an item only when its key is held (no claims: nothing), a group only
 * when it keeps at least one item.
 */
export function visibleMenu(claims: StaffClaims | null | undefined): MenuGroupSpec[] {
  return MENU_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) =>
      (typeof item.permission === 'string' ? [item.permission] : item.permission).some((key) =>
        can(claims, key),
      ),
    ),
  })).filter((group) => group.items.length > 0);
}
