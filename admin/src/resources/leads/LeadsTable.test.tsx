import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { Lead } from '@cvc/domain';
import { renderLeadsTable } from './renderLeadsTable';

const lead = (id: string, name: string): Lead => ({
  id,
  name,
  email: `${id}@empresa.com.br`,
  company: 'Empresa',
  phone: '11 99999-0000',
  source: 'venturelab',
  status: 'new',
  created_at: new Date('2026-03-10T12:00:00Z'),
});

it('names every selection checkbox, and the bulk toolbar counts the selected leads', async () => {
  const user = userEvent.setup();
  renderLeadsTable([lead('a', 'Ana'), lead('b', 'Bruno')], { selectable: true });
  expect(screen.queryByRole('button', { name: 'Excluir selecionados' })).toBeNull();

  await user.click(screen.getByRole('checkbox', { name: 'Selecionar Ana' }));
  expect(await screen.findByText('1 lead selecionado')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Selecionar todos os leads da página' })).toHaveAttribute(
    'data-indeterminate',
    'true',
  );

  await user.click(screen.getByRole('checkbox', { name: 'Selecionar todos os leads da página' }));
  expect(await screen.findByText('2 leads selecionados')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Selecionar Bruno' })).toBeChecked();
});

it('has no selection column where a lead stands alone', () => {
  renderLeadsTable([lead('a', 'Ana')]);
  expect(screen.queryByRole('checkbox')).toBeNull();
});
