import { describe, expect, it } from 'vitest';
import { decodeServerReads, encodeServerReads } from './serverReadsJson';

describe('server reads as JSON in the page', () => {
  it('brings Dates back as Dates, at any depth, and leaves other values alone', () => {
    const published = new Date('2026-11-20T15:30:00.000Z');
    const reads = decodeServerReads(
      encodeServerReads([
        ['1', { items: [{ title: 'A', published_at: published, n: 2, tags: ['x'] }], total: 1 }],
        ['"a"', null],
      ]),
    );
    const first = reads[0]![1] as { items: { published_at: Date }[] };
    expect(first.items[0]!.published_at).toBeInstanceOf(Date);
    expect(first.items[0]!.published_at.toISOString()).toBe('2026-11-20T15:30:00.000Z');
    expect(reads).toEqual([
      ['1', { items: [{ title: 'A', published_at: published, n: 2, tags: ['x'] }], total: 1 }],
      ['"a"', null],
    ]);
  });

  it('can never close the <script> that carries it, whatever staff typed', () => {
    const json = encodeServerReads([['1', { title: '</script><script>alert(1)</script>' }]]);
    expect(json).not.toContain('<');
    expect(decodeServerReads(json)).toEqual([['1', { title: '</script><script>alert(1)</script>' }]]);
  });

  it('keeps the holes of reads that failed on the server, so the browser reads those itself', () => {
    const reads = decodeServerReads(encodeServerReads([['1', 'a'], undefined as never, ['3', 'c']]));
    expect(reads[1]).toBeNull();
    expect(reads[2]).toEqual(['3', 'c']);
  });

  it('reads anything but a list as no reads', () => {
    expect(decodeServerReads('{"a":1}')).toEqual([]);
  });
});
