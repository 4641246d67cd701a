import { describe, expect, it } from 'vitest';
import { effectiveFilters, filtersKey, isUnfiltered } from './leadFilters';

describe('lead filters', () => {
  it('drops empty filters and reduces the search to its token', () => {
    expect(
      effectiveFilters({ status: '', source: 'venturelab', search: '  João ', from: '', to: '2026-03-01' }),
    ).toEqual({
      source: 'venturelab',
      search: 'joao',
      to: '2026-03-01',
    });
    expect(effectiveFilters({ search: ' - ' })).toEqual({});
  });

  it('gives the same key to filter sets that make the same query', () => {
    expect(filtersKey({ search: 'JOÃO', status: 'new' })).toBe(
      filtersKey({ status: 'new', search: 'joao ' }),
    );
    expect(filtersKey({ search: 'joao' })).not.toBe(filtersKey({ search: 'joana' }));
  });

  it('knows the unfiltered list', () => {
    expect(isUnfiltered({})).toBe(true);
    expect(isUnfiltered({ status: '', search: ' ' })).toBe(true);
    expect(isUnfiltered({ status: 'lost' })).toBe(false);
  });
});
