import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../providers/i18nProvider';
import { FiguresCard } from './FiguresCard';

const weeks = ['Sem. 47/2026', 'Sem. 48/2026'];

function show(data: number[][], total: number) {
  const series = data.map((values, i) => ({ id: `s${i}`, label: `Série ${i}`, data: values }));
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <FiguresCard title="Inscritos" rowHeader="Semana" figures={{ rows: weeks, series, total }} />
    </AdminContext>,
  );
}

describe('a Painel block', () => {
  it('says there is nothing in the period when every figure is zero', () => {
    show([[0, 0]], 0);
    expect(screen.getByText('Nenhum registro no período.')).toBeTruthy();
  });

  it('shows its history when the total is none but something moved (everyone left)', () => {
    show(
      [
        [1, 0],
        [0, 1],
      ],
      0,
    );
    expect(screen.getByText('Total: 0')).toBeTruthy();
    expect(screen.queryByText('Nenhum registro no período.')).toBeNull();
  });
});
