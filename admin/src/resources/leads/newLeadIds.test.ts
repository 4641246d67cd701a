import { describe, expect, it } from 'vitest';
import type { Lead } from '@cvc/domain';
import { createArrivalFilter } from './newLeadIds';

const at = (id: string, minute: number | null): Lead => ({
  id,
  name: id,
  email: '',
  company: '',
  phone: '',
  source: 'venturelab',
  status: 'new',
  created_at: minute === null ? null : new Date(2026, 0, 1, 0, minute),
});

describe('createArrivalFilter', () => {
  it('passes the first page whole, then newer leads, but not an older lead pulled in by a delete', () => {
    const feed = createArrivalFilter();
    expect(feed([at('c', 3), at('b', 2)])).toEqual(['c', 'b']);
    // 'c' deleted: 'a' slides into the window from below.
    expect(feed([at('b', 2), at('a', 1)])).toEqual(['b']);
    expect(feed([at('d', 4), at('b', 2), at('a', 1)])).toEqual(['d', 'b']);
  });

  it('counts a lead without a time yet (pending server timestamp) as new', () => {
    const feed = createArrivalFilter();
    feed([at('b', 2)]);
    expect(feed([at('x', null), at('b', 2)])).toEqual(['x', 'b']);
  });
});
