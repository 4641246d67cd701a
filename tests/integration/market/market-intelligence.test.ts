import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, MARKET_TOP_SECTORS, type MarketIntelligence } from '@cvc/domain';
import { PROJECT_ID } from '../../../scripts/lib/emulators';
import { hostingUrl } from '../../support/emulators';
import { seedMarketData } from './seedMarket';

let seeded: Awaited<ReturnType<typeof seedMarketData>>;
beforeAll(async () => {
  seeded = await seedMarketData();
});

describe('GET /api/market-intelligence through the Hosting rewrite', () => {
  it('answers the SPEC §3 shape computed from market_sectors, the top sectors by score, with Cache-Control', async () => {
    const response = await fetch(hostingUrl('/api/market-intelligence'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const { data } = (await response.json()) as { data: MarketIntelligence };

    const byScore = [...seeded.sectors].sort((a, b) => b.maturity - a.maturity);
    expect(seeded.sectors.length).toBeGreaterThan(MARKET_TOP_SECTORS);
    expect(data.top_sectors.map((s) => s.name)).toEqual(
      byScore.slice(0, MARKET_TOP_SECTORS).map((s) => s.name),
    );
    expect(data.sectors_evaluated).toBe(seeded.sectors.length);
    expect(data.top_sectors[0]).toEqual({
      name: byScore[0]!.name,
      cvcs: byScore[0]!.cvcs,
      maturity: byScore[0]!.maturity,
      percentage: byScore[0]!.percentage,
    });
    expect(data.total_corporates).toBe(seeded.directory.length);
    expect(data.total_startups).toBe(seeded.directory.reduce((sum, c) => sum + c.portfolio_startups, 0));
    expect(data.total_investments).toBe(seeded.directory.reduce((sum, c) => sum + c.investments, 0));
    expect(data.investment_stages.reduce((sum, s) => sum + s.count, 0)).toBe(seeded.directory.length);
  });

  it('refuses other methods', async () => {
    const response = await fetch(hostingUrl('/api/market-intelligence'), { method: 'POST' });
    expect(response.status).toBe(405);
  });

  // The functions emulator turns CORS on for every origin (its enableCors debug feature), so only the allowed
  // side can be checked here; the list itself is unit-tested in functions/src/public/fetchMarketIntelligence.test.ts.
  it('allows the local site origin', async () => {
    const local = await fetch(hostingUrl('/api/market-intelligence'), {
      headers: { Origin: 'http://127.0.0.1:5000' },
    });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5000');
  });
});

describe('the in-instance cache of /api/market-intelligence', () => {
  it('answers a second call within the window from memory: a change in Firestore is not read', async () => {
    const get = async (path: string) =>
      ((await (await fetch(hostingUrl(path))).json()) as { data: MarketIntelligence }).data;
    const first = await get('/api/market-intelligence');
    // The highest score, so the renamed sector would be among the top ones if it were read.
    const sector = [...seeded.sectors].sort((a, b) => b.maturity - a.maturity)[0]!;
    const ref = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }))
      .collection(COLLECTIONS.marketSectors)
      .doc(sector.id);
    await ref.update({ name: 'Setor alterado no teste' });
    try {
      // A query string gets past the CDN, not past the instance's memory.
      const second = await get('/api/market-intelligence?x=1');
      expect(second).toEqual(first);
      expect(second.top_sectors.map((s) => s.name)).not.toContain('Setor alterado no teste');
    } finally {
      await ref.update({ name: sector.name });
    }
  });
});
