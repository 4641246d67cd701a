import { describe, expect, it } from 'vitest';
import { FEED_SIZE, feedItems } from './feed';

const now = new Date('2026-12-01T12:00:00Z');
const item = (slug: string, overrides: object = {}) => ({
  slug,
  status: 'published' as const,
  published_at: new Date('2026-11-30T12:00:00Z'),
  unpublish_at: null,
  ...overrides,
});

describe('feedItems', () => {
  it('keeps only what a visitor may see now: no draft, no schedule ahead, nothing withdrawn', () => {
    const items = [
      item('scheduled', { published_at: new Date('2026-12-02T12:00:00Z') }),
      item('public'),
      item('draft', { status: 'draft' }),
      item('withdrawn', { unpublish_at: new Date('2026-12-01T12:00:00Z') }),
      item('leaving-later', { unpublish_at: new Date('2026-12-01T12:00:01Z') }),
      item('undated', { published_at: null }),
    ];
    expect(feedItems(items, now).map((kept) => kept.slug)).toEqual(['public', 'leaving-later']);
  });

  it('lists a shared slug once, the newest, and at most FEED_SIZE items', () => {
    expect(feedItems([item('a'), item('a'), item('')], now).map((kept) => kept.slug)).toEqual(['a']);
    const many = Array.from({ length: FEED_SIZE + 5 }, (_, i) => item(`n${i}`));
    expect(feedItems(many, now)).toHaveLength(FEED_SIZE);
  });
});
