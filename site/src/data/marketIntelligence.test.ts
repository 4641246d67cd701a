import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./appCheck', () => ({
  appCheckHeaders: vi.fn(async () => ({ 'X-Firebase-AppCheck': 'app-check-token' })),
}));

const { fetchMarketIntelligence, MARKET_INTELLIGENCE_PATH } = await import('./marketIntelligence');

afterEach(() => vi.unstubAllGlobals());

describe('fetchMarketIntelligence', () => {
  it('sends the App Check headers with its request to /api/market-intelligence', async () => {
    const data = { top_sectors: [], sectors_evaluated: 8, investment_stages: [], total_corporates: 0 };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    expect(await fetchMarketIntelligence()).toEqual(data);
    expect(fetchMock).toHaveBeenCalledWith(MARKET_INTELLIGENCE_PATH, {
      headers: { Accept: 'application/json', 'X-Firebase-AppCheck': 'app-check-token' },
    });
  });

  it('counts the listed sectors as evaluated when an older cached answer has no count', async () => {
    const sector = { name: 'Energia', cvcs: 1, maturity: 81, percentage: 2 };
    const data = { top_sectors: [sector], investment_stages: [], total_corporates: 0 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data }), { status: 200 })),
    );
    expect((await fetchMarketIntelligence()).sectors_evaluated).toBe(1);
  });

  it('turns a 401 (App Check enforced, no valid token) into an error for the section', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    await expect(fetchMarketIntelligence()).rejects.toThrow('market intelligence: HTTP 401');
  });
});
