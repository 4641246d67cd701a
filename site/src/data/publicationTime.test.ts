import { describe, expect, it } from 'vitest';
import { BROWSER_CLOCK_MARGIN_MS } from '@cvc/domain';
import { publicationTime, readingAsOfNow } from './publicationTime';

describe("a browser's reads of published items", () => {
  it('ask as of its clock, and a margin earlier from the first read the rules refuse', async () => {
    const asked: number[] = [];
    const read = readingAsOfNow(async (answer: string) => {
      const at = publicationTime().getTime();
      asked.push(Date.now() - at);
      if (asked.length === 1) throw Object.assign(new Error('refused'), { code: 'permission-denied' });
      return answer;
    });
    await expect(read('lista')).resolves.toBe('lista');
    expect(asked).toHaveLength(2);
    expect(asked[0]).toBeLessThan(1_000);
    expect(asked[1]).toBeGreaterThanOrEqual(BROWSER_CLOCK_MARGIN_MS);
    // Other failures are the caller's, and the margin stays for every later read.
    const failing = readingAsOfNow(async () => {
      throw Object.assign(new Error('offline'), { code: 'unavailable' });
    });
    await expect(failing()).rejects.toThrow('offline');
    expect(Date.now() - publicationTime().getTime()).toBeGreaterThanOrEqual(BROWSER_CLOCK_MARGIN_MS);
  });
});
