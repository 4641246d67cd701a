import { describe, expect, it } from 'vitest';
import { auditDocTitle, restoredVersion } from './audit';

describe('restoredVersion', () => {
  const old = {
    title: 'Velho',
    status: 'published',
    published_at: 1,
    previous_slugs: ['a'],
    updated_by: 'x',
  };

  it('keeps the live status and the system fields, and stamps the restorer', () => {
    const live = { title: 'Novo', status: 'draft', published_at: 2, previous_slugs: ['a', 'b'] };
    expect(restoredVersion('news', old, live, 'admin')).toEqual({
      title: 'Velho',
      status: 'draft',
      published_at: 2,
      previous_slugs: ['a', 'b'],
      updated_by: 'admin',
    });
  });

  it('brings a deleted item back unpublished or disabled, without slugs the rules would refuse', () => {
    expect(restoredVersion('news', old, null, 'admin')).toEqual({
      title: 'Velho',
      status: 'draft',
      published_at: null,
      unpublish_at: null,
      updated_by: 'admin',
    });
    expect(restoredVersion('events', { title: 'E', enabled: true }, null, 'a')).toMatchObject({
      enabled: false,
    });
    expect(restoredVersion('suppliers', { status: 'active' }, null, 'a')).toMatchObject({
      status: 'inactive',
    });
    expect(restoredVersion('reports', { published_at: 5 }, null, 'a')).toMatchObject({ published_at: null });
    expect(restoredVersion('columnists', { name: 'C' }, null, 'a')).toEqual({ name: 'C', updated_by: 'a' });
  });

  it('refuses what keeps no version', () => {
    expect(restoredVersion('leads', { status: 'new' }, null, 'a')).toBeNull();
    expect(restoredVersion('news', null, null, 'a')).toBeNull();
  });
});

describe('auditDocTitle', () => {
  it("names an item by its title, else its name, else a staff member's email", () => {
    expect(auditDocTitle('news', { title: ' Uma notícia ', name: 'x' })).toBe('Uma notícia');
    expect(auditDocTitle('cvcs', { name: 'CVC Um' })).toBe('CVC Um');
    expect(auditDocTitle('admin_users', { email: 'a@b.co' })).toBe('a@b.co');
    expect(auditDocTitle('site_settings', { radar_url: 'https://x' })).toBeNull();
    expect(auditDocTitle('news', null)).toBeNull();
  });

  it("never takes a lead's name, which the history must not hold", () => {
    expect(auditDocTitle('leads', { name: 'Pessoa', email: 'p@x.co', status: 'new' })).toBeNull();
  });
});
