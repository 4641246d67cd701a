import type { StaffClaims } from '@cvc/domain';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, testDataProvider } from 'react-admin';
import { render, screen } from '@testing-library/react';
import { createAuthProvider } from '../providers/authProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { AreaGuard } from './AreaGuard';

// The real authProvider's canAccess over a stand-in Auth whose token carries `claims`, from a sign-in that
// proved the SMS code of a factor the server approved.
function authFor(claims: StaffClaims) {
  const token = { ...claims, firebase: { sign_in_provider: 'password', sign_in_second_factor: 'phone' } };
  const user = { uid: 'u1', email: 'u@cvc.local', getIdTokenResult: async () => ({ claims: token }) };
  const auth = { authStateReady: async () => undefined, currentUser: user };
  return createAuthProvider(auth as never, undefined, async () => true);
}

function visit(path: string, claims: StaffClaims) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={testDataProvider()}
        i18nProvider={i18nProvider}
        authProvider={authFor(claims)}
      >
        <Routes>
          <Route path="/access-denied" element={<p>recusado</p>} />
          <Route
            path="*"
            element={
              <AreaGuard>
                <p>conteúdo da área</p>
              </AreaGuard>
            }
          />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('AreaGuard', () => {
  it('opens an area to a holder of its key', async () => {
    visit('/news/create', { perms: { news: true } });
    expect(await screen.findByText('conteúdo da área')).toBeInTheDocument();
  });

  it('refuses an area without its key, even a custom screen such as leads', async () => {
    visit('/leads', { perms: { news: true } });
    expect(await screen.findByText('recusado')).toBeInTheDocument();
    expect(screen.queryByText('conteúdo da área')).toBeNull();
  });

  it('keeps the Equipe screen to the admin role', async () => {
    visit('/staff', { perms: { news: true, leads: true } });
    expect(await screen.findByText('recusado')).toBeInTheDocument();
  });

  it('lets any staff member through pages outside every area', async () => {
    visit('/', { perms: { news: true } });
    expect(await screen.findByText('conteúdo da área')).toBeInTheDocument();
  });

  it('opens the market data to the crawler key', async () => {
    visit('/market-sectors', { perms: { crawler: true } });
    expect(await screen.findByText('conteúdo da área')).toBeInTheDocument();
  });
});
