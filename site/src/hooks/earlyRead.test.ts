import { describe, expect, it, vi } from 'vitest';
import { earlyRead, startRead } from './earlyRead';

describe('earlyRead', () => {
  it('hands over the read started early for the same argument, once', async () => {
    const read = vi.fn(async (page: number) => `page ${page}, read ${read.mock.calls.length}`);
    startRead(read, 2);
    expect(read).toHaveBeenCalledTimes(1);
    await expect(earlyRead(read, 2)).resolves.toBe('page 2, read 1');
    expect(read).toHaveBeenCalledTimes(1);
    await expect(earlyRead(read, 2)).resolves.toBe('page 2, read 2');
  });

  it('reads afresh for another argument or a read nobody started', async () => {
    const read = vi.fn(async (arg: { slug: string }) => arg.slug);
    startRead(read, { slug: 'a' });
    await expect(earlyRead(read, { slug: 'b' })).resolves.toBe('b');
    await expect(
      earlyRead(
        vi.fn(async () => 'other'),
        undefined,
      ),
    ).resolves.toBe('other');
    await expect(earlyRead(read, { slug: 'a' })).resolves.toBe('a');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('passes an early failure to the taker, and none is left unhandled meanwhile', async () => {
    const read = vi.fn(async () => {
      throw new Error('offline');
    });
    startRead(read, undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(earlyRead(read, undefined)).rejects.toThrow('offline');
  });
});
