import { PERMISSION_KEYS } from '@cvc/domain';
import { describe, expect, it } from 'vitest';
import { MENU_GROUPS, visibleMenu } from './menuGroups';

const shape = (groups: ReturnType<typeof visibleMenu>) => groups.map((g) => [g.id, g.items.map((i) => i.to)]);

describe('sidebar visibility', () => {
  it('shows the five SPEC groups and every route to an admin', () => {
    expect(shape(visibleMenu({ role: 'admin' }))).toEqual([
      ['content', ['/news', '/opinions', '/columnists', '/reports']],
      ['crm', ['/painel', '/leads', '/rsvp', '/report-downloads', '/newsletter', '/newsletter-editions']],
      ['partners', ['/partners', '/maintainers', '/participants', '/suppliers']],
      ['events', ['/events']],
      ['tools', ['/crawler']],
    ]);
  });

  it('shows a news editor only Notícias, and hides the groups left empty', () => {
    expect(shape(visibleMenu({ perms: { news: true } }))).toEqual([['content', ['/news']]]);
    expect(shape(visibleMenu({ perms: { downloads: true, crawler: true } }))).toEqual([
      ['crm', ['/painel', '/report-downloads']],
      ['tools', ['/crawler']],
    ]);
  });

  it('shows the Painel to holders of leads, rsvp or downloads, and to nobody else', () => {
    for (const key of ['leads', 'rsvp', 'downloads'] as const) {
      expect(visibleMenu({ perms: { [key]: true } })[0]?.items[0]?.to).toBe('/painel');
    }
    const all = visibleMenu({ perms: { news: true, events: true, crawler: true, reports: true } });
    expect(all.flatMap((g) => g.items.map((i) => i.to))).not.toContain('/painel');
  });

  it('hides every keyed item when the permissions map is missing', () => {
    expect(visibleMenu(null)).toEqual([]);
    expect(visibleMenu({})).toEqual([]);
    expect(visibleMenu({ perms: {} })).toEqual([]);
  });

  it('guards each of the thirteen keys by a single-key item, and only leads by more (the newsletter screens)', () => {
    const keys = MENU_GROUPS.flatMap((g) => g.items.map((i) => i.permission)).filter(
      (k) => typeof k === 'string',
    );
    expect([...keys].sort()).toEqual([...PERMISSION_KEYS, 'leads', 'leads'].sort());
  });

  it('shows the newsletter and its editions to holders of leads, beside their leads', () => {
    expect(shape(visibleMenu({ perms: { leads: true } }))).toEqual([
      ['crm', ['/painel', '/leads', '/newsletter', '/newsletter-editions']],
    ]);
  });
});
