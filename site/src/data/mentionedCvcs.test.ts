import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CvcInfo } from '@cvc/domain';
import { CVC_INFO_PATH } from '@cvc/web';
import { fetchMentionedCvcs } from './mentionedCvcs';

const directory: Record<string, CvcInfo> = {
  'Vértice Ventures': { id: 'cvc-01', name: 'Vértice Ventures', sector: 'Serviços Financeiros' },
};
const lookup = vi.fn(async (name: string) => directory[name] ?? null);

afterEach(() => {
  lookup.mockClear();
  vi.unstubAllGlobals();
});

describe('fetchMentionedCvcs', () => {
  it("gives each known CVC the directory's name and sector, and an unknown one its name alone", async () => {
    const cvcs = await fetchMentionedCvcs(['Vértice Ventures', 'Fantasma Ventures'], lookup);
    expect(cvcs).toEqual([
      { name: 'Vértice Ventures', sector: 'Serviços Financeiros' },
      { name: 'Fantasma Ventures', sector: null },
    ]);
  });

  it('looks each name up once, in the order staff wrote them, ignoring case, accents and blanks', async () => {
    const cvcs = await fetchMentionedCvcs(
      ['  Beta Ventures ', 'Vértice Ventures', 'VERTICE ventures', ' '],
      lookup,
    );
    expect(lookup.mock.calls.map(([name]) => name)).toEqual(['Beta Ventures', 'Vértice Ventures']);
    expect(cvcs.map((cvc) => cvc.name)).toEqual(['Beta Ventures', 'Vértice Ventures']);
  });

  it('shows the name alone when a lookup fails, without failing the article', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = vi.fn().mockRejectedValue(new Error('HTTP 500'));
    await expect(fetchMentionedCvcs(['Vértice Ventures'], failing)).resolves.toEqual([
      { name: 'Vértice Ventures', sector: null },
    ]);
  });

  it('asks fetch-cvc-info over HTTP in the browser, reading a 404 as an unknown name', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url.endsWith(encodeURIComponent('Vértice Ventures'))
        ? new Response(JSON.stringify({ data: directory['Vértice Ventures'] }), { status: 200 })
        : new Response(JSON.stringify({ error: 'CVC não encontrado.' }), { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const cvcs = await fetchMentionedCvcs(['Vértice Ventures', 'Fantasma']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${CVC_INFO_PATH}?name=V%C3%A9rtice%20Ventures`);
    expect(CVC_INFO_PATH).toBe('/api/cvc-info');
    // No App Check token asked or sent: reading an article never loads reCAPTCHA.
    expect(fetchMock.mock.calls[0]?.[1]).toEqual({ headers: { Accept: 'application/json' } });
    expect(cvcs).toEqual([
      { name: 'Vértice Ventures', sector: 'Serviços Financeiros' },
      { name: 'Fantasma', sector: null },
    ]);
  });
});
