import { describe, expect, it, vi } from 'vitest';
import type { SiteRenderer } from '@cvc/web';
import { loadRenderer } from './serverRender';

vi.mock('firebase-functions/v2', () => ({ logger: { warn: vi.fn(), error: vi.fn() } }));

/** The site's renderer stand-in: records the tokens its reads are given. */
function site() {
  const given: string[] = [];
  const entry = { readWithAppCheckToken: (token: string) => given.push(token) } as unknown as SiteRenderer;
  return { entry: async () => entry, given, renderer: entry };
}

describe("the renderer's reads and App Check", () => {
  it('carry the current token, given before every use of the renderer', async () => {
    const { entry, given, renderer } = site();
    const tokens = vi.fn().mockResolvedValueOnce('token-1').mockResolvedValueOnce('token-2');
    expect(await loadRenderer({ entry, tokens })).toBe(renderer);
    expect(await loadRenderer({ entry, tokens })).toBe(renderer);
    expect(given).toEqual(['token-1', 'token-2']);
  });

  it('go without one when there is none (no app id, the emulators, a failed mint)', async () => {
    const { entry, given, renderer } = site();
    expect(await loadRenderer({ entry, tokens: async () => null })).toBe(renderer);
    expect(given).toEqual([]);
  });
});
