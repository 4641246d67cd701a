import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKET_TOP_SECTORS } from '@cvc/domain';
import {
  MARKET_CACHE_CONTROL,
  computeMarketIntelligence,
  marketIntelligenceHandler,
  toSector,
} from './fetchMarketIntelligence';
import { fakeExchange } from '../testing/fakeExchange';
import { publicApiOrigins } from './publicCors';

const sector = (name: string, maturity: number) => ({ name, maturity, cvcs: 2, percentage: 5 });

describe('computeMarketIntelligence', () => {
  it('sorts sectors by maturity score, highest first, keeping the four SPEC fields', () => {
    const result = computeMarketIntelligence(
      [sector('Varejo', 64), sector('Energia', 81), sector('Saúde', 72)],
      [],
    );
    expect(result.top_sectors.map((s) => s.name)).toEqual(['Energia', 'Saúde', 'Varejo']);
    expect(Object.keys(result.top_sectors[0]!).sort()).toEqual(['cvcs', 'maturity', 'name', 'percentage']);
  });

  it('returns only the MARKET_TOP_SECTORS highest scores and counts every sector evaluated', () => {
    const scores = [18, 88, 31, 81, 72, 64, 57, 43];
    const result = computeMarketIntelligence(
      scores.map((score) => sector(`S${score}`, score)),
      [],
    );
    expect(MARKET_TOP_SECTORS).toBe(6);
    expect(result.top_sectors.map((s) => s.maturity)).toEqual([88, 81, 72, 64, 57, 43]);
    expect(result.sectors_evaluated).toBe(8);
  });

  it('sums the directory into totals and counts main stages, most common first', () => {
    const result = computeMarketIntelligence(
      [],
      [
        { portfolio_startups: 10, investments: 20, main_stage: 'Seed' },
        { portfolio_startups: 5, investments: 7, main_stage: 'Série A' },
        { portfolio_startups: 1, investments: 1, main_stage: 'Seed' },
      ],
    );
    expect(result).toMatchObject({ total_corporates: 3, total_startups: 16, total_investments: 28 });
    expect(result.investment_stages).toEqual([
      { stage: 'Seed', count: 2 },
      { stage: 'Série A', count: 1 },
    ]);
  });

  it('answers zeros and empty lists when there is no data', () => {
    expect(computeMarketIntelligence([], [])).toEqual({
      total_corporates: 0,
      total_startups: 0,
      total_investments: 0,
      top_sectors: [],
      sectors_evaluated: 0,
      investment_stages: [],
    });
  });
});

it('drops malformed sector documents', () => {
  expect(toSector({ name: 'Energia', cvcs: 1, maturity: 80, percentage: 3 })).toEqual({
    name: 'Energia',
    cvcs: 1,
    maturity: 80,
    percentage: 3,
  });
  expect(toSector({ name: '', cvcs: 1, maturity: 80, percentage: 3 })).toBeNull();
  expect(toSector({ name: 'X', cvcs: '1', maturity: 80, percentage: 3 })).toBeNull();
});

it('lets browsers cache the answer', () => {
  expect(MARKET_CACHE_CONTROL).toMatch(/^public, max-age=\d+/);
});

describe('publicApiOrigins', () => {
  it("allows the project's Hosting domains and custom SITE_HOSTS over https only", () => {
    expect(
      publicApiOrigins({ GCLOUD_PROJECT: 'cvc-prod', SITE_HOSTS: 'www.cvc.org.br, cvc.org.br' }),
    ).toEqual([
      'https://cvc-prod.web.app',
      'https://cvc-prod.firebaseapp.com',
      'https://www.cvc.org.br',
      'https://cvc.org.br',
    ]);
  });

  it('adds local hosts only on the emulators', () => {
    const local = publicApiOrigins({ FUNCTIONS_EMULATOR: 'true' });
    const pattern = local.find((o): o is RegExp => o instanceof RegExp)!;
    expect(pattern.test('http://127.0.0.1:5000')).toBe(true);
    expect(pattern.test('http://localhost:5173')).toBe(true);
    expect(pattern.test('http://evil.example')).toBe(false);
    expect(publicApiOrigins({}).some((o) => o instanceof RegExp)).toBe(false);
  });
});

describe('marketIntelligenceHandler and App Check', () => {
  const data = computeMarketIntelligence([sector('Energia', 81)], []);
  afterEach(() => vi.unstubAllEnvs());

  it('answers a GET without an App Check token even when APP_CHECK_ENFORCE is on', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('APP_CHECK_ENFORCE', 'true');
    const load = vi.fn(async () => data);
    const { req, res, sent } = fakeExchange();
    await marketIntelligenceHandler({ load })(req, res);
    expect(sent).toEqual({ status: 200, headers: { 'Cache-Control': MARKET_CACHE_CONTROL }, body: { data } });
  });

  it('refuses any other method with 405, before any read', async () => {
    const load = vi.fn(async () => data);
    const { req, res, sent } = fakeExchange({ method: 'POST' });
    await marketIntelligenceHandler({ load })(req, res);
    expect(sent).toMatchObject({ status: 405, headers: { Allow: 'GET' } });
    expect(load).not.toHaveBeenCalled();
  });
});
