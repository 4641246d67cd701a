import { afterEach, describe, expect, it, vi } from 'vitest';

// Observes whether the band's request starts App Check: it must not, or every home view loads reCAPTCHA.
const appCheck = vi.hoisted(() => ({ loaded: 0 }));
vi.mock('./appCheck', () => {
  appCheck.loaded += 1;
  return { appCheckHeaders: vi.fn(async () => ({ 'X-Firebase-AppCheck': 'app-check-token' })) };
});
vi.mock('./firebase', () => {
  appCheck.loaded += 1;
  return {};
});

const { MARKET_INTELLIGENCE_PATH } = await import('@cvc/web');
const { fetchMarketIntelligence } = await import('./marketIntelligence');

afterEach(() => vi.unstubAllGlobals());

describe('fetchMarketIntelligence', () => {
  it('asks /api/market-intelligence without an App Check token, never loading App Check', async () => {
    const data = { top_sectors: [], sectors_evaluated: 8, investment_stages: [], total_corporates: 0 };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    expect(await fetchMarketIntelligence()).toEqual(data);
    expect(fetchMock).toHaveBeenCalledWith(MARKET_INTELLIGENCE_PATH, {
      headers: { Accept: 'application/json' },
    });
    expect(appCheck.loaded).toBe(0);
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

  it('turns a failed answer into an error for the section', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    await expect(fetchMarketIntelligence()).rejects.toThrow('market intelligence: HTTP 401');
  });
});
