import { describe, expect, it, vi } from 'vitest';
import { createReadStore, inBrowser, readOf } from './readStore';

describe('read store in the browser', () => {
  it('hands over the read started early for the same argument, once', async () => {
    const reads = createReadStore();
    const read = vi.fn(async (page: number) => `page ${page}, read ${read.mock.calls.length}`);
    reads.startAll({ list: readOf(read, 2) });
    expect(read).toHaveBeenCalledTimes(1);
    await expect(reads.take(read, 2)).resolves.toBe('page 2, read 1');
    expect(read).toHaveBeenCalledTimes(1);
    await expect(reads.take(read, 2)).resolves.toBe('page 2, read 2');
  });

  it('reads afresh for another argument or a read nobody started', async () => {
    const reads = createReadStore();
    const read = vi.fn(async (arg: { slug: string }) => arg.slug);
    reads.startAll({ article: readOf(read, { slug: 'a' }) });
    await expect(reads.take(read, { slug: 'b' })).resolves.toBe('b');
    await expect(
      reads.take(
        vi.fn(async () => 'other'),
        undefined,
      ),
    ).resolves.toBe('other');
    await expect(reads.take(read, { slug: 'a' })).resolves.toBe('a');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('starts a name once, however often the page asks', () => {
    const reads = createReadStore();
    const read = vi.fn(async () => 'x');
    reads.startAll({ settings: readOf(read, undefined) });
    reads.startAll({ settings: readOf(read, undefined) });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('passes an early failure to the taker, and none is left unhandled meanwhile', async () => {
    const reads = createReadStore();
    const read = vi.fn(async () => {
      throw new Error('offline');
    });
    reads.startAll({ settings: readOf(read, undefined) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(reads.take(read, undefined)).rejects.toThrow('offline');
  });

  it('starts a name again for another argument (the next page a link leads to), and tells its result by name', async () => {
    const reads = createReadStore();
    const read = vi.fn(async (page: number) => `page ${page}`);
    reads.startAll({ list: readOf(read, 1) });
    expect(reads.valueOf('list')).toBeUndefined();
    await reads.settledOf('list');
    expect(reads.valueOf('list')).toEqual({ value: 'page 1' });
    reads.startAll({ list: readOf(read, 2) });
    expect(read).toHaveBeenCalledTimes(2);
    expect(reads.valueOf('list')).toBeUndefined();
    await expect(reads.take(read, 2)).resolves.toBe('page 2');
    expect(reads.valueOf('list')).toEqual({ value: 'page 2' });
    expect(reads.valueOf('nothing')).toBeUndefined();
    expect(reads.settledOf('nothing')).toBeUndefined();
  });

  it('settles a failed read by name too, with no result', async () => {
    const reads = createReadStore();
    reads.startAll({ article: readOf(async () => Promise.reject(new Error('offline')), undefined) });
    await expect(reads.settledOf('article')).resolves.toBeUndefined();
    expect(reads.valueOf('article')).toBeUndefined();
  });

  it('knows nothing synchronously of a read it started itself, and still hands it over after a release', async () => {
    const reads = createReadStore();
    const read = vi.fn(async () => 'late');
    reads.startAll({ settings: readOf(read, undefined) });
    expect(reads.peek(read, undefined)).toBeUndefined();
    // What a hook does on mount: nothing known, so it takes the read already on its way.
    expect(reads.release(read, undefined)).toBe(false);
    await expect(reads.take(read, undefined)).resolves.toBe('late');
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('read store with a server render’s reads', () => {
  it('takes each result from the page by its name, whatever the order, and reads nothing', () => {
    const reads = createReadStore({
      article: ['{"slug":"a"}', 'article a'],
      list: ['2', { items: ['b'], total: 13 }],
    });
    const readPage = vi.fn(async (page: number) => ({ items: [String(page)], total: 0 }));
    const readArticle = vi.fn(async (arg: { slug: string }) => arg.slug);
    reads.startAll({ list: readOf(readPage, 2), article: readOf(readArticle, { slug: 'a' }) });
    expect(reads.peek(readPage, 2)).toEqual({ value: { items: ['b'], total: 13 } });
    expect(reads.peek(readArticle, { slug: 'a' })).toEqual({ value: 'article a' });
    expect(readPage).not.toHaveBeenCalled();
    expect(readArticle).not.toHaveBeenCalled();
  });

  it('reads for itself when the page holds another argument under that name, or nothing', async () => {
    const reads = createReadStore({ list: ['1', 'page one'] });
    const read = vi.fn(async (page: number) => `read ${page}`);
    reads.startAll({ list: readOf(read, 3), other: readOf(read, 4) });
    expect(reads.peek(read, 3)).toBeUndefined();
    expect(reads.peek(read, 4)).toBeUndefined();
    await expect(reads.take(read, 3)).resolves.toBe('read 3');
    await expect(reads.take(read, 4)).resolves.toBe('read 4');
  });

  it("uses the page's result for the first visit only: back to that address after another, it reads afresh", async () => {
    const reads = createReadStore({ list: ['1', 'from the page'] });
    const read = vi.fn(async (page: number) => `fresh ${page}`);
    reads.startAll({ list: readOf(read, 1) });
    expect(reads.valueOf('list')).toEqual({ value: 'from the page' });
    expect(reads.release(read, 1)).toBe(true);
    reads.startAll({ list: readOf(read, 2) });
    reads.startAll({ list: readOf(read, 1) });
    expect(reads.release(read, 1)).toBe(false);
    await expect(reads.take(read, 1)).resolves.toBe('fresh 1');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('forgets a result once released, so a later visit reads fresh data', async () => {
    const reads = createReadStore({ list: ['1', 'from the page'] });
    const read = vi.fn(async () => 'fresh');
    reads.startAll({ list: readOf(read, 1) });
    expect(reads.release(read, 1)).toBe(true);
    expect(reads.peek(read, 1)).toBeUndefined();
    expect(reads.release(read, 1)).toBe(false);
    await expect(reads.take(read, 1)).resolves.toBe('fresh');
  });
});

describe('read store on the server', () => {
  it('settles every started read; the ones that succeeded are known and serialized by name', async () => {
    const reads = createReadStore();
    const ok = vi.fn(async (page: number) => ({ page }));
    const failing = vi.fn(async (_slug: string): Promise<string> => {
      throw new Error('denied');
    });
    reads.startAll({ first: readOf(ok, 1), broken: readOf(failing, 'x'), second: readOf(ok, 2) });
    await reads.settle();
    expect(reads.peek(ok, 1)).toEqual({ value: { page: 1 } });
    expect(reads.peek(failing, 'x')).toBeUndefined();
    expect(reads.serialize()).toEqual({ first: ['1', { page: 1 }], second: ['2', { page: 2 }] });
  });

  it('round-trips: a browser store made from the serialized reads shows the same results', async () => {
    const server = createReadStore();
    const read = async (slug: string) => ({ slug, title: `Title ${slug}` });
    server.startAll({ article: readOf(read, 'a') });
    await server.settle();
    const browser = createReadStore(JSON.parse(JSON.stringify(server.serialize())) as never);
    browser.startAll({ article: readOf(read, 'a') });
    expect(browser.peek(read, 'a')).toEqual({ value: { slug: 'a', title: 'Title a' } });
  });

  it('reports a read a section asked for after the reads settled that the page did not name', async () => {
    const reads = createReadStore();
    const named = async () => 'named';
    const forgotten = async function latestNews() {
      return 'forgotten';
    };
    const apiOnly = inBrowser(async function marketFigures() {
      return 'api';
    });
    reads.startAll({ settings: readOf(named, undefined) });
    // Before settling (a build-time render, or the browser) nothing counts as missed.
    reads.peek(forgotten, undefined);
    await reads.settle();
    expect(reads.peek(named, undefined)).toEqual({ value: 'named' });
    reads.peek(forgotten, undefined);
    reads.peek(apiOnly, undefined);
    expect(reads.missed()).toEqual(['latestNews']);
  });
});
