import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketIntelligence, MarketSectorData } from '@cvc/domain';
import { renderSite } from '../test/render';
import { MarketBand } from './MarketBand';

const sector = (name: string, maturity: number, cvcs = 3): MarketSectorData => ({
  name,
  maturity,
  cvcs,
  percentage: 10,
});
const ready = (top_sectors: MarketSectorData[], sectors_evaluated = top_sectors.length) => ({
  status: 'ready' as const,
  data: {
    total_corporates: 1,
    total_startups: 1,
    total_investments: 1,
    top_sectors,
    sectors_evaluated,
    investment_stages: [],
  } satisfies MarketIntelligence,
});
const shownNames = () =>
  screen.getAllByTestId('market-sector').map((card) => within(card).getByRole('heading').textContent);

describe('MarketBand', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the top three by score with rank, CVC count, badge, score and bar tone', () => {
    renderSite(
      <MarketBand
        state={ready([
          sector('Varejo', 45, 1),
          sector('Energia', 85, 12),
          sector('Saúde', 62),
          sector('Agro', 30),
        ])}
      />,
    );
    expect(shownNames()).toEqual(['Energia', 'Saúde', 'Varejo']);
    const [first, , third] = screen.getAllByTestId('market-sector');
    expect(within(first!).getByText('#1')).toBeInTheDocument();
    expect(within(first!).getByText('12 CVCs')).toBeInTheDocument();
    expect(within(first!).getByText('Potencial Pleno')).toBeInTheDocument();
    expect(within(first!).getByText('85/100')).toBeInTheDocument();
    expect(within(first!).getByRole('progressbar').firstElementChild).toHaveAttribute('data-tone', 'green');
    expect(within(third!).getByText('1 CVC')).toBeInTheDocument();
    expect(within(third!).getByText('Intermediário')).toBeInTheDocument();
    expect(within(third!).getByRole('progressbar').firstElementChild).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByText('4 setores avaliados')).toBeInTheDocument();
    expect(screen.getByText('Em Desenvolvimento (0-39)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Acessar o Radar/ })).toHaveAttribute('target', '_blank');
  });

  it('reshuffles the three shown every 5000 ms when at least three sectors exist', () => {
    const sectors = [sector('A', 90), sector('B', 80), sector('C', 70), sector('D', 60), sector('E', 50)];
    // Fisher–Yates from the end, always swapping with the first: B, C, D come to the front.
    renderSite(<MarketBand state={ready(sectors)} random={() => 0} />);
    expect(shownNames()).toEqual(['A', 'B', 'C']);
    act(() => vi.advanceTimersByTime(4999));
    expect(shownNames()).toEqual(['A', 'B', 'C']);
    act(() => vi.advanceTimersByTime(1));
    expect(shownNames()).toEqual(['B', 'C', 'D']);
    expect(screen.getByText('#2')).toBeInTheDocument();
  });

  it('draws only from the six highest scores, however many sectors it is sent', () => {
    const scores = [88, 81, 72, 64, 57, 43, 31, 18];
    const sectors = scores.map((score) => sector(`S${score}`, score));
    // A fixed sequence of draws covering every position of the pool.
    let call = 0;
    const random = () => ((call++ * 0.37) % 1) as number;
    renderSite(<MarketBand state={ready(sectors, 8)} random={random} />);
    const seen = new Set<string | null>(shownNames());
    for (let tick = 0; tick < 40; tick += 1) {
      act(() => vi.advanceTimersByTime(5000));
      for (const name of shownNames()) seen.add(name);
    }
    expect([...seen].sort()).toEqual(['S43', 'S57', 'S64', 'S72', 'S81', 'S88']);
    expect(screen.getByText('8 setores avaliados')).toBeInTheDocument();
  });

  it('does not reshuffle with fewer than three sectors', () => {
    const random = vi.fn(() => 0);
    renderSite(<MarketBand state={ready([sector('A', 90), sector('B', 20)])} random={random} />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(shownNames()).toEqual(['A', 'B']);
    expect(random).not.toHaveBeenCalled();
    expect(screen.getByText('2 setores avaliados')).toBeInTheDocument();
  });

  it("says 'Nenhum dado disponível' after a failure and in English/Spanish", () => {
    const { unmount } = renderSite(<MarketBand state={{ status: 'error' }} />);
    expect(screen.getByText('Nenhum dado disponível')).toBeInTheDocument();
    unmount();
    renderSite(<MarketBand state={ready([sector('A', 90)])} />, { language: 'en' });
    expect(screen.getByText('1 sector evaluated')).toBeInTheDocument();
    expect(screen.getByText('Full Potential')).toBeInTheDocument();
  });
});
