/** The home's market band. */
export const MARKET_INTELLIGENCE_PATH = '/api/market-intelligence';
