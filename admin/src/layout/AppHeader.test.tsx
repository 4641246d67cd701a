import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AdminContext, testDataProvider, useGetList } from 'react-admin';
import { i18nProvider } from '../providers/i18nProvider';
import { AppHeader } from './AppHeader';

function PendingList() {
  useGetList('leads');
  return null;
}

it("names the header's loading spinner, so a screen reader says what it is (axe: aria-progressbar-name)", async () => {
  const dataProvider = { ...testDataProvider(), getList: () => new Promise<never>(() => {}) };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <AppHeader />
      <PendingList />
    </AdminContext>,
  );
  expect(await screen.findByRole('progressbar', { name: 'Carregando...' })).toBeInTheDocument();
});
