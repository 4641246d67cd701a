import type { MarketIntelligence } from '@cvc/domain';
import { MARKET_INTELLIGENCE_PATH } from '@cvc/web';
import { inBrowser } from '../hooks/readStore';

/**
 * Market data for the home band; a non-OK answer is an error the section turns into 'Nenhum dado disponível'.
 * Our own /api, which a server render has no address for: the band fills in in the browser.
 */
export const fetchMarketIntelligence = inBrowser(
  async function fetchMarketIntelligence(): Promise<MarketIntelligence> {
    const response = await fetch(MARKET_INTELLIGENCE_PATH, {
      // No App Check token: the endpoint asks none, so the home never loads App Check or reCAPTCHA for it.
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`market intelligence: HTTP ${response.status}`);
    const body = (await response.json()) as { data?: MarketIntelligence };
    if (!body.data || !Array.isArray(body.data.top_sectors)) throw new Error('market intelligence: no data');
    // An answer cached from before the count existed: the sectors it lists are the ones known to be scored.
    const evaluated = body.data.sectors_evaluated as number | undefined;
    return { ...body.data, sectors_evaluated: evaluated ?? body.data.top_sectors.length };
  },
);
