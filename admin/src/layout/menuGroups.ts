/** An area's sidebar item: whether it shows is the area's access (providers/areaAccess.ts), asked by `to`. */
export type MenuEntry = {
  to: string;
  label: string;
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
      { to: '/news', label: 'resources.news.name', icon: 'news' },
      { to: '/opinions', label: 'resources.opinions.name', icon: 'opinions' },
      { to: '/columnists', label: 'resources.columnists.name', icon: 'columnists' },
      { to: '/reports', label: 'resources.reports.name', icon: 'reports' },
    ],
  },
  {
    id: 'crm',
    label: 'cvc.menu.crm',
    items: [
      { to: '/painel', label: 'cvc.dashboard.title', icon: 'dashboard' },
      { to: '/leads', label: 'resources.leads.name', icon: 'leads' },
      { to: '/rsvp', label: 'resources.rsvp.name', icon: 'rsvp' },
      {
        to: '/report-downloads',
        label: 'resources.report-downloads.name',
        icon: 'downloads',
      },
      { to: '/newsletter', label: 'resources.newsletter.name', icon: 'newsletter' },
      {
        to: '/newsletter-editions',
        label: 'resources.newsletter-editions.name',
        icon: 'newsletterEditions',
      },
    ],
  },
  {
    id: 'partners',
    label: 'cvc.menu.partners',
    items: [
      { to: '/partners', label: 'resources.partners.name', icon: 'partners' },
      {
        to: '/maintainers',
        label: 'resources.maintainers.name',
        icon: 'maintainers',
      },
      {
        to: '/participants',
        label: 'cvc.menu.participants',
        icon: 'participants',
      },
      { to: '/suppliers', label: 'resources.suppliers.name', icon: 'suppliers' },
    ],
  },
  {
    id: 'events',
    label: 'cvc.menu.events',
    items: [{ to: '/events', label: 'resources.events.name', icon: 'events' }],
  },
  {
    id: 'tools',
    label: 'cvc.menu.tools',
    items: [{ to: '/crawler', label: 'cvc.crawler.title', icon: 'crawler' }],
  },
];

/** The area an item opens: its path's first segment, as the access table names it. */
export function menuArea(item: MenuEntry): string {
  return item.to.slice(1);
}

/** Every area the groups link to, for one access question about them all. */
export const MENU_AREAS: readonly string[] = MENU_GROUPS.flatMap((group) => group.items.map(menuArea));

/** The groups and items a user sees: an item only when its area opens to them, a group only when it keeps one. */
export function visibleMenu(opens: (area: string) => boolean): MenuGroupSpec[] {
  return MENU_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => opens(menuArea(item))),
  })).filter((group) => group.items.length > 0);
}
