import type { StaffClaims } from '@cvc/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  AdminContext,
  RecordContextProvider,
  ResourceContextProvider,
  testDataProvider,
  type AuthProvider,
} from 'react-admin';
import { i18nProvider } from '../../providers/i18nProvider';
import { EditWithHistory } from './EditWithHistory';

const staff = (claims: StaffClaims): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => claims,
});

const ENTRY = {
  id: 'e1',
  at: new Date('2026-11-20T15:00:00Z'),
  collection: 'news',
  doc_id: 'n1',
  action: 'update',
  by_email: 'editor@cvc.local',
  fields: ['title'],
  before: { title: 'Antes' },
  after: { title: 'Depois' },
  snapshot: { title: 'Depois' },
};

function renderTabs(claims: StaffClaims) {
  const getList = vi.fn(async () => ({ data: [ENTRY] as never[], total: 1 }));
  render(
    <AdminContext
      dataProvider={testDataProvider({ getList })}
      i18nProvider={i18nProvider}
      authProvider={staff(claims)}
    >
      <ResourceContextProvider value="news">
        <RecordContextProvider value={{ id: 'n1', title: 'Depois' }}>
          <EditWithHistory>
            <p>o formulário</p>
          </EditWithHistory>
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return getList;
}

describe('the Histórico tab', () => {
  it("lists the record's entries: who, and each changed field before → after", async () => {
    const getList = renderTabs({ perms: { news: true } });
    expect(screen.getByText('o formulário')).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    expect(await screen.findByText('editor@cvc.local')).toBeInTheDocument();
    expect(screen.getByText(/Antes → Depois/)).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'audit',
      expect.objectContaining({
        filter: { collection: 'news', doc_id: 'n1' },
        sort: { field: 'at', order: 'DESC' },
      }),
    );
    // The form stays mounted, hidden, so unsaved changes survive a look at the history.
    expect(screen.getByText('o formulário', { selector: 'p' })).not.toBeVisible();
    expect(screen.queryByRole('button', { name: /Restaurar/ })).toBeNull();
  });

  it('offers Restaurar to an admin', async () => {
    renderTabs({ role: 'admin' });
    fireEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    expect(await screen.findByRole('button', { name: /Restaurar/ })).toBeInTheDocument();
  });
});
