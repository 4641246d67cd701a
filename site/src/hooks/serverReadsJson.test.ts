import { describe, expect, it } from 'vitest';
import { decodeServerReads, encodeServerReads } from './serverReadsJson';

describe('server reads as JSON in the page', () => {
  it('brings Dates back as Dates, at any depth, and leaves other values alone', () => {
    const published = new Date('2026-11-20T15:30:00.000Z');
    const reads = decodeServerReads(
      encodeServerReads({
        list: ['1', { items: [{ title: 'A', published_at: published, n: 2, tags: ['x'] }], total: 1 }],
        article: ['"a"', null],
      }),
    );
    const list = reads.list![1] as { items: { published_at: Date }[] };
    expect(list.items[0]!.published_at).toBeInstanceOf(Date);
    expect(list.items[0]!.published_at.toISOString()).toBe('2026-11-20T15:30:00.000Z');
    expect(reads).toEqual({
      list: ['1', { items: [{ title: 'A', published_at: published, n: 2, tags: ['x'] }], total: 1 }],
      article: ['"a"', null],
    });
  });

  it('can never close the <script> that carries it, whatever staff typed', () => {
    const json = encodeServerReads({ list: ['1', { title: '</script><script>alert(1)</script>' }] });
    expect(json).not.toContain('<');
    expect(decodeServerReads(json)).toEqual({ list: ['1', { title: '</script><script>alert(1)</script>' }] });
  });

  it('reads anything but an object of named reads as no reads', () => {
    expect(decodeServerReads('[["1","a"]]')).toEqual({});
    expect(decodeServerReads('null')).toEqual({});
    expect(decodeServerReads('3')).toEqual({});
  });
});
