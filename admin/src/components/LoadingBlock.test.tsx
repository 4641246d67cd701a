import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../providers/i18nProvider';
import { LoadingBlock } from './LoadingBlock';

it('says "Carregando..." as a status, its spinner hidden from assistive technology (axe: aria-progressbar-name)', () => {
  const { container } = render(
    <AdminContext i18nProvider={i18nProvider}>
      <LoadingBlock />
    </AdminContext>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  expect(container.querySelector('.MuiCircularProgress-root')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).toBeNull();
});
