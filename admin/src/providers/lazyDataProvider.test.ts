import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { lazyDataProvider } from './lazyDataProvider';

const real = {
  getList: vi.fn(async () => ({ data: [{ id: 'a' }], total: 1 })),
  inviteStaff: vi.fn(async (request: { email: string }) => ({ uid: request.email })),
} as unknown as DataProvider;

describe('lazyDataProvider', () => {
  it('loads the real provider on the first call only, then forwards every call to it', async () => {
    const load = vi.fn(async () => real);
    const provider = lazyDataProvider(load);
    expect(load).not.toHaveBeenCalled();
    await expect(provider.getList('news', {})).resolves.toEqual({ data: [{ id: 'a' }], total: 1 });
    await expect(
      (provider as unknown as { inviteStaff: (r: object) => Promise<unknown> }).inviteStaff({ email: 'x' }),
    ).resolves.toEqual({ uid: 'x' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.getList).toHaveBeenCalledWith('news', {});
  });

  it('does not pass for a promise nor claim abort support, which react-admin probes', () => {
    const provider = lazyDataProvider(async () => real) as unknown as Record<string, unknown>;
    expect(provider.then).toBeUndefined();
    expect(provider.supportAbortSignal).toBeUndefined();
  });

  it('refuses a method the real provider lacks, as react-admin does', async () => {
    const provider = lazyDataProvider(async () => real) as unknown as Record<string, () => Promise<unknown>>;
    await expect(provider.noSuchMethod!()).rejects.toThrow('Unknown dataProvider function: noSuchMethod');
  });
});
