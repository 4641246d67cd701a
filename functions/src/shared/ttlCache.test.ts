import { describe, expect, it, vi } from 'vitest';
import { ttlCache } from './ttlCache';

function setup(options: { ttlMs?: number; max?: number } = {}) {
  let time = 1_000;
  const cached = ttlCache<string>({ ttlMs: options.ttlMs ?? 60_000, max: options.max, now: () => time });
  return { cached, advance: (ms: number) => (time += ms) };
}

describe('ttlCache', () => {
  it('loads once within the window and again once it has passed', async () => {
    const { cached, advance } = setup();
    const load = vi.fn(async () => `v${load.mock.calls.length}`);
    expect(await cached('k', load)).toBe('v1');
    advance(59_999);
    expect(await cached('k', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    expect(await cached('k', load)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps keys apart', async () => {
    const { cached } = setup();
    expect(await cached('a', async () => 'A')).toBe('A');
    expect(await cached('b', async () => 'B')).toBe('B');
    expect(await cached('a', async () => 'other')).toBe('A');
  });

  it('shares one load among concurrent misses', async () => {
    const { cached } = setup();
    let finish!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const both = Promise.all([cached('k', load), cached('k', load)]);
    finish('once');
    expect(await both).toEqual(['once', 'once']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load: the next request tries again', async () => {
    const { cached } = setup();
    await expect(cached('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cached('k', async () => 'back')).toBe('back');
  });

  it('does not keep a value `keep` refuses, and keeps the next one it accepts', async () => {
    const cached = ttlCache<string>({ ttlMs: 60_000, keep: (value) => value !== '' });
    const load = vi.fn(async () => (load.mock.calls.length === 1 ? '' : 'dados'));
    expect(await cached('k', load)).toBe('');
    expect(await cached('k', load)).toBe('dados');
    expect(await cached('k', load)).toBe('dados');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('holds at most `max` keys, dropping the oldest', async () => {
    const { cached } = setup({ max: 2 });
    await cached('a', async () => 'A');
    await cached('b', async () => 'B');
    await cached('c', async () => 'C');
    expect(await cached('b', async () => 'B again')).toBe('B');
    expect(await cached('a', async () => 'A again')).toBe('A again');
  });
});
