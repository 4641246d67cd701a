import { expect, it } from 'vitest';
import { normaliseCvcName } from '@cvc/domain';
import { buildCvcDirectory } from './cvcs';
import { buildMarketSectors } from './market-sectors';
import { buildNews } from './news';

const directory = buildCvcDirectory();

it('lists every CVC a news item mentions, so fetch-cvc-info finds them all', () => {
  const keys = new Set(directory.map((cvc) => cvc.name_key));
  const mentioned = buildNews(new Date()).flatMap((news) => news.cvcs_mentioned);
  expect(mentioned.length).toBeGreaterThan(0);
  for (const name of mentioned) expect(keys).toContain(normaliseCvcName(name));
});

it('uses the sectors of the market data and unique lookup keys', () => {
  const sectors = new Set(buildMarketSectors().map((sector) => sector.name));
  for (const cvc of directory) expect(sectors).toContain(cvc.sector);
  expect(new Set(directory.map((cvc) => cvc.name_key)).size).toBe(directory.length);
});
