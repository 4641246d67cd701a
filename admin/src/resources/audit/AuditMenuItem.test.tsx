import { PERMISSION_KEYS, type StaffClaims } from '@cvc/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { AppMenu } from '../../layout/AppMenu';
import { ADMIN_ONLY_RESOURCES } from '../../providers/resourcePermissions';
import { renderInAdmin } from '../../test/renderInAdmin';

const staff = (claims: StaffClaims): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => claims,
});

describe('Auditoria', () => {
  it('is in the sidebar of an admin, and its screen is for admins only', async () => {
    renderInAdmin(<AppMenu />, staff({ role: 'admin' }));
    expect(await screen.findByRole('menuitem', { name: 'Auditoria' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/audit$/),
    );
    expect(ADMIN_ONLY_RESOURCES.has('audit')).toBe(true);
  });

  it('is not in the sidebar of a member holding every key but not the admin role', async () => {
    const every = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, true as const]));
    renderInAdmin(<AppMenu />, staff({ perms: every }));
    await screen.findByRole('menuitem', { name: 'Notícias' });
    expect(screen.queryByRole('menuitem', { name: 'Auditoria' })).toBeNull();
  });
});
