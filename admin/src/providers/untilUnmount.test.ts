import { describe, expect, it, vi } from 'vitest';
import { untilUnmount } from './untilUnmount';

describe('untilUnmount', () => {
  it('stops a listener that arrives after the screen is gone, and one that arrived before', async () => {
    const late = vi.fn();
    let arrive!: (stop: () => void) => void;
    const cleanup = untilUnmount(new Promise((resolve) => (arrive = resolve)));
    cleanup();
    arrive(late);
    await vi.waitFor(() => expect(late).toHaveBeenCalledTimes(1));

    const early = vi.fn();
    const subscription = Promise.resolve(early);
    const stop = untilUnmount(subscription);
    await subscription;
    stop();
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('takes react-admin’s answer to a call refused at sign-out ({ data }) for nothing to stop', async () => {
    const refused = Promise.resolve({ data: {} } as unknown as () => void);
    const stop = untilUnmount(refused);
    await refused;
    expect(stop).not.toThrow();
  });
});
