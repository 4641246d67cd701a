import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Lead } from '@cvc/domain';
import { renderLeadsTable } from './renderLeadsTable';
import { LeadToolbar } from './LeadToolbar';

const lead: Lead = {
  id: 'l1',
  name: 'Ana',
  email: 'ana@empresa.com.br',
  company: 'Empresa',
  phone: '11 99999-0000',
  source: 'executive_training',
  status: 'new',
  created_at: new Date('2026-03-10T12:00:00Z'),
};

describe('lead sources in the console', () => {
  it('shows the row’s source by its label, not its stored key', () => {
    renderLeadsTable([lead]);
    expect(screen.getByRole('cell', { name: 'Formação Executiva' })).toBeInTheDocument();
    expect(screen.queryByText('executive_training')).toBeNull();
  });

  it('offers the filter by labels and filters by the stored value', async () => {
    const onFilters = vi.fn();
    render(<LeadToolbar filters={{}} onFilters={onFilters} soundOn={false} onToggleSound={vi.fn()} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Origem' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Todas',
      'Associação',
      'Trusted Advisor',
      'Formação Executiva',
      'Curso - Campanha',
      'Venture Lab',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Venture Lab' }));
    expect(onFilters).toHaveBeenLastCalledWith({ source: 'venturelab' });
  });
});
