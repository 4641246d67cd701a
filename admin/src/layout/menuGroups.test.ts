import { PERMISSION_KEYS, type StaffClaims } from '@cvc/domain';
import { describe, expect, it } from 'vitest';
import { AREA_ACCESS, mayOpen } from '../providers/areaAccess';
import { MENU_AREAS, visibleMenu } from './menuGroups';

// The sidebar as a member sees it: each item asked of the access table, as AppMenu asks canAccess.
const menuOf = (claims: StaffClaims | null) => visibleMenu((area) => mayOpen(claims, area));
const shape = (groups: ReturnType<typeof visibleMenu>) => groups.map((g) => [g.id, g.items.map((i) => i.to)]);

describe('sidebar visibility', () => {
  it('shows the five SPEC groups and every route to an admin', () => {
    expect(shape(menuOf({ role: 'admin' }))).toEqual([
      ['content', ['/news', '/opinions', '/columnists', '/reports']],
      ['crm', ['/painel', '/leads', '/rsvp', '/report-downloads', '/newsletter', '/newsletter-editions']],
      ['partners', ['/partners', '/maintainers', '/participants', '/suppliers']],
      ['events', ['/events']],
      ['tools', ['/crawler']],
    ]);
  });

  it('shows a news editor Notícias and the Painel (its Agendados), and hides the groups left empty', () => {
    expect(shape(menuOf({ perms: { news: true } }))).toEqual([
      ['content', ['/news']],
      ['crm', ['/painel']],
    ]);
    expect(shape(menuOf({ perms: { columnists: true } }))).toEqual([['content', ['/columnists']]]);
    expect(shape(menuOf({ perms: { downloads: true, crawler: true } }))).toEqual([
      ['crm', ['/painel', '/report-downloads']],
      ['tools', ['/crawler']],
    ]);
  });

  it('shows the Painel to holders of leads, rsvp, downloads, news, opinions, reports or events, and to nobody else', () => {
    for (const key of ['leads', 'rsvp', 'downloads'] as const) {
      expect(menuOf({ perms: { [key]: true } })[0]?.items[0]?.to).toBe('/painel');
    }
    for (const key of ['news', 'opinions', 'reports', 'events'] as const) {
      const items = menuOf({ perms: { [key]: true } }).flatMap((g) => g.items.map((i) => i.to));
      expect(items, key).toContain('/painel');
    }
    const all = menuOf({ perms: { columnists: true, crawler: true, partners: true } });
    expect(all.flatMap((g) => g.items.map((i) => i.to))).not.toContain('/painel');
  });

  it('hides every keyed item when the permissions map is missing', () => {
    expect(menuOf(null)).toEqual([]);
    expect(menuOf({})).toEqual([]);
    expect(menuOf({ perms: {} })).toEqual([]);
  });

  it('guards each of the thirteen keys by a single-key item, and only leads by more (the newsletter screens)', () => {
    const keys = MENU_AREAS.map((area) => AREA_ACCESS[area]).filter((access) => typeof access === 'string');
    expect([...keys].sort()).toEqual([...PERMISSION_KEYS, 'leads', 'leads'].sort());
  });

  it('shows the newsletter and its editions to holders of leads, beside their leads', () => {
    expect(shape(menuOf({ perms: { leads: true } }))).toEqual([
      ['crm', ['/painel', '/leads', '/newsletter', '/newsletter-editions']],
    ]);
  });
});
