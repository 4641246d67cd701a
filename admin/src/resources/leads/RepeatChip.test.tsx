import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Lead } from '@cvc/domain';
import { renderLeadsTable } from './renderLeadsTable';

const lead: Lead = {
  id: 'l2',
  name: 'Ana',
  email: 'ana@empresa.com.br',
  company: 'Empresa',
  phone: '11 99999-0000',
  source: 'Associação',
  status: 'new',
  created_at: new Date('2026-03-10T12:00:00Z'),
};

function renderRow(row: Lead) {
  renderLeadsTable([row]);
}

it('shows "Repetido" beside the name of a lead marked as a repeat, explaining it on hover', () => {
  renderRow({ ...lead, repeat_of: 'l1' });
  const chip = screen.getByText('Repetido');
  expect(chip.closest('td')).toHaveTextContent('AnaRepetido');
  expect(chip.closest('[title]')).toHaveAttribute(
    'title',
    'Mesmo e-mail e origem de um lead enviado nas 24 horas anteriores; não foi anunciado de novo.',
  );
});

it('shows no chip on a first lead', () => {
  renderRow({ ...lead, repeat_of: null });
  expect(screen.queryByText('Repetido')).toBeNull();
});
