import { PERMISSION_KEYS } from '@cvc/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppMenu } from '../../layout/AppMenu';
import { AREA_ACCESS } from '../../providers/areaAccess';
import { renderInAdmin } from '../../test/renderInAdmin';
import { staffAuthProvider } from '../../test/staffAuthProvider';

const staff = staffAuthProvider;

describe('Auditoria', () => {
  it('is in the sidebar of an admin, and its screen is for admins only', async () => {
    renderInAdmin(<AppMenu />, staff({ role: 'admin' }));
    expect(await screen.findByRole('menuitem', { name: 'Auditoria' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/audit$/),
    );
    expect(AREA_ACCESS['audit']).toBe('admin');
  });

  it('is not in the sidebar of a member holding every key but not the admin role', async () => {
    const every = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, true as const]));
    renderInAdmin(<AppMenu />, staff({ perms: every }));
    await screen.findByRole('menuitem', { name: 'Notícias' });
    expect(screen.queryByRole('menuitem', { name: 'Auditoria' })).toBeNull();
  });
});
