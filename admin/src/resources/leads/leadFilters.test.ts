import { describe, expect, it } from 'vitest';
import { isUnfiltered } from './leadFilters';

describe('lead filters', () => {
  it('knows the unfiltered list: blanks, and a search with no word in it, filter nothing', () => {
    expect(isUnfiltered({})).toBe(true);
    expect(isUnfiltered({ status: '', q: ' ' })).toBe(true);
    expect(isUnfiltered({ q: ' - ' })).toBe(true);
    expect(isUnfiltered({ status: 'lost' })).toBe(false);
    expect(isUnfiltered({ q: 'João' })).toBe(false);
    expect(isUnfiltered({ 'created_at@lte': '2026-03-01' })).toBe(false);
  });
});
