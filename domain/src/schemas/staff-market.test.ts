import { describe, expect, it } from 'vitest';
import { adminUserSchema } from './admin-user';
import { marketSectorSchema } from './market-sector';
import { failedPaths } from './test-helpers';

describe('adminUserSchema', () => {
  const staff = { email: 'ana@cvc.org.br', name: 'Ana' };

  it('keeps only granted permissions and leaves role out for non-admins', () => {
    const parsed = adminUserSchema.parse({ ...staff, role: null, permissions: { news: true, leads: false } });
    expect(parsed).toEqual({ ...staff, permissions: { news: true } });
    expect('role' in parsed).toBe(false);
  });

  it('keeps the admin role', () => {
    expect(adminUserSchema.parse({ ...staff, role: 'admin' })).toEqual({
      ...staff,
      role: 'admin',
      permissions: {},
    });
  });

  it('stores lead alerts as true or not at all', () => {
    expect(adminUserSchema.parse({ ...staff, lead_alerts: true })).toEqual({
      ...staff,
      permissions: {},
      lead_alerts: true,
    });
    expect('lead_alerts' in adminUserSchema.parse({ ...staff, lead_alerts: false })).toBe(false);
    expect(failedPaths(adminUserSchema, { ...staff, lead_alerts: 'yes' })).toEqual(['lead_alerts']);
  });

  it('rejects unknown permission keys, other roles and a bad email', () => {
    expect(failedPaths(adminUserSchema, { ...staff, permissions: { superuser: true } })).toEqual([
      'permissions',
    ]);
    expect(failedPaths(adminUserSchema, { ...staff, role: 'owner' })).toEqual(['role']);
    expect(failedPaths(adminUserSchema, { ...staff, email: 'ana' })).toEqual(['email']);
    expect(failedPaths(adminUserSchema, {}).sort()).toEqual(['email', 'name']);
  });
});

describe('marketSectorSchema', () => {
  const sector = { name: 'Fintech', cvcs: 12, maturity: 72, percentage: 18.5 };

  it('accepts a sector', () => {
    expect(marketSectorSchema.parse(sector)).toEqual(sector);
  });

  it('bounds maturity and percentage to 0-100 and CVCs to whole numbers', () => {
    expect(failedPaths(marketSectorSchema, { ...sector, maturity: 101, percentage: -1 })).toEqual([
      'maturity',
      'percentage',
    ]);
    expect(failedPaths(marketSectorSchema, { ...sector, cvcs: 1.5 })).toEqual(['cvcs']);
    expect(failedPaths(marketSectorSchema, { ...sector, cvcs: -1 })).toEqual(['cvcs']);
    expect(marketSectorSchema.safeParse({ ...sector, maturity: 0, percentage: 100 }).success).toBe(true);
  });
});
