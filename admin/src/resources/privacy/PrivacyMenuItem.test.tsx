import { PERMISSION_KEYS } from '@cvc/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppMenu } from '../../layout/AppMenu';
import { AREA_ACCESS } from '../../providers/areaAccess';
import { renderInAdmin } from '../../test/renderInAdmin';
import { staffAuthProvider } from '../../test/staffAuthProvider';

const staff = staffAuthProvider;

describe('Privacidade', () => {
  it('is in the sidebar of an admin', async () => {
    renderInAdmin(<AppMenu />, staff({ role: 'admin' }));
    expect(await screen.findByRole('menuitem', { name: 'Privacidade' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/privacy$/),
    );
  });

  it('is not in the sidebar of a member holding every key but not the admin role', async () => {
    const every = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, true as const]));
    renderInAdmin(<AppMenu />, staff({ perms: every }));
    await screen.findByRole('menuitem', { name: 'Notícias' });
    expect(screen.queryByRole('menuitem', { name: 'Privacidade' })).toBeNull();
  });

  it('is an admin-only area, guarded like Equipe', () => {
    expect(AREA_ACCESS['privacy']).toBe('admin');
  });
});
