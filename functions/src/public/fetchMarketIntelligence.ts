import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { logger } from 'firebase-functions/v2';
import { adminApp } from '../shared/adminApp';
import { getFirestore } from 'firebase-admin/firestore';
import { ttlCache } from '../shared/ttlCache';
import { PUBLIC_HTTP_OPTIONS } from '../shared/options';
import { withPublicCors } from './publicCors';
import {
  COLLECTIONS,
  CVC_DIRECTORY_COLLECTION,
  MARKET_TOP_SECTORS,
  type CvcDirectoryEntry,
  type InvestmentStage,
  type MarketIntelligence,
  type MarketSectorData,
} from '@cvc/domain';

// GET /api/market-intelligence (Hosting rewrite, same origin as the site). The numbers change when staff edit
// market_sectors, not per visitor, so browsers keep the answer 5 minutes and the CDN 10.
export const MARKET_CACHE_CONTROL = 'public, max-age=300, s-maxage=600';

type DirectoryFigures = Pick<CvcDirectoryEntry, 'portfolio_startups' | 'investments' | 'main_stage'>;

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/**
 * SPEC §3 response from the stored sectors and the CVC directory: the MARKET_TOP_SECTORS highest maturity
 * scores, highest first (the site shows three and reshuffles among them), and how many sectors were scored;
 * totals summed over the directory; stages counted by each unit's main stage, most common first.
 */
export function computeMarketIntelligence(
  sectors: readonly MarketSectorData[],
  directory: readonly DirectoryFigures[],
): MarketIntelligence {
  const stages = new Map<string, number>();
  for (const cvc of directory) {
    if (cvc.main_stage) stages.set(cvc.main_stage, (stages.get(cvc.main_stage) ?? 0) + 1);
  }
  const investment_stages: InvestmentStage[] = [...stages]
    .map(([stage, n]) => ({ stage, count: n }))
    .sort((a, b) => b.count - a.count || a.stage.localeCompare(b.stage));
  return {
    total_corporates: directory.length,
    total_startups: directory.reduce((sum, cvc) => sum + count(cvc.portfolio_startups), 0),
    total_investments: directory.reduce((sum, cvc) => sum + count(cvc.investments), 0),
    top_sectors: sectors
      .map(({ name, cvcs, maturity, percentage }) => ({ name, cvcs, maturity, percentage }))
      .sort((a, b) => b.maturity - a.maturity || a.name.localeCompare(b.name))
      .slice(0, MARKET_TOP_SECTORS),
    sectors_evaluated: sectors.length,
    investment_stages,
  };
}

/** Sector documents with a name and numeric fields; anything malformed is left out rather than failing. */
export function toSector(data: Record<string, unknown>): MarketSectorData | null {
  const { name, cvcs, maturity, percentage } = data;
  if (typeof name !== 'string' || !name.trim()) return null;
  if (![cvcs, maturity, percentage].every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
  return { name, cvcs: cvcs as number, maturity: maturity as number, percentage: percentage as number };
}

/** The stored sectors and directory figures, computed into the SPEC §3 answer. */
export async function loadMarketIntelligence(): Promise<MarketIntelligence> {
  const db = getFirestore(adminApp());
  const [sectors, directory] = await Promise.all([
    db.collection(COLLECTIONS.marketSectors).get(),
    db.collection(CVC_DIRECTORY_COLLECTION).select('portfolio_startups', 'investments', 'main_stage').get(),
  ]);
  return computeMarketIntelligence(
    sectors.docs.map((doc) => toSector(doc.data())).filter((s): s is MarketSectorData => s !== null),
    directory.docs.map((doc) => doc.data() as DirectoryFigures),
  );
}

/**
 * How long an instance answers from memory. A miss reads every sector and every directory entry; the CDN
 * absorbs most requests, and this the ones it lets through (an extra query string, the function's own URL).
 */
export const MARKET_MEMO_MS = 60_000;
// An empty answer (no sector scored yet, as right after a deploy) is not held: the first data must show at once.
const memo = ttlCache<MarketIntelligence>({
  ttlMs: MARKET_MEMO_MS,
  max: 1,
  keep: (answer) => answer.top_sectors.length > 0,
});

/** The answer, read from Firestore at most once a minute per instance. */
export const cachedMarketIntelligence = () => memo('market', loadMarketIntelligence);

/** What the handler depends on, injectable so that its checks are tested without deploying. */
export type MarketIntelligenceDeps = { load?: () => Promise<MarketIntelligence> };

/**
 * GET only. No App Check: the home's band calls it as the page starts, and asking every visitor for a token
 * would load reCAPTCHA (and spend an assessment) on every view; the figures are public, and the CDN and the
 * per-instance memo bound what a flood costs.
 */
export function marketIntelligenceHandler({ load = cachedMarketIntelligence }: MarketIntelligenceDeps = {}) {
  return async (req: Request, res: Response): Promise<void> => {
    if (req.method !== 'GET') {
      res.status(405).set('Allow', 'GET').json({ error: 'Method not allowed' });
      return;
    }
    try {
      const data = await load();
      res.set('Cache-Control', MARKET_CACHE_CONTROL).json({ data });
    } catch (error) {
      logger.error('fetchMarketIntelligence failed', error);
      res.status(500).set('Cache-Control', 'no-store').json({ error: 'Erro ao carregar dados de mercado' });
    }
  };
}

export const fetchMarketIntelligence = onRequest(
  PUBLIC_HTTP_OPTIONS,
  withPublicCors(marketIntelligenceHandler()),
);
