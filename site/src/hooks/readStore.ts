// A page's first reads, shared by the code that starts them and the hooks that show them.
//
// In the browser, main.tsx calls the page module's `startReads` before hydrating, so the data travels while
// React starts; the hook that needs a read then takes the one already started. When the page was rendered by
// the server with its data (functions/src/serverRender.ts), the same `startReads` finds each result in the page
// instead of starting a read, and the hook starts from it, so the first render matches the server's markup.
//
// On the server, one store per request: `startReads` starts the reads, `settle` waits for them, the render
// shows their results and `serialize` writes them into the page for the browser.

export type Read<A, T> = (arg: A) => Promise<T>;

/** The results a server render read, in the order `startReads` asked for them: [argument key, value]. */
export type ServerReads = [key: string, value: unknown][];

export interface ReadStore {
  /** Starts `read(arg)` now (or takes its result from the server render), for the first `take` of it. */
  start<A, T>(read: Read<A, T>, arg: A): void;
  /** The result already known for this read, if any, without a round trip. */
  peek<A, T>(read: Read<A, T>, arg: A): { value: T } | undefined;
  /** Forgets a known result once a component has started from it; true if there was one. */
  release<A, T>(read: Read<A, T>, arg: A): boolean;
  /** The read started early for this argument, once; otherwise a fresh `read(arg)`. */
  take<A, T>(read: Read<A, T>, arg: A): Promise<T>;
  /** Server: waits for every started read; the ones that succeeded become known results. */
  settle(): Promise<void>;
  /** Server: the known results, for `createReadStore` in the browser. */
  serialize(): ServerReads;
}

/** What a page module may export as `startReads`: begin the reads its first render will need. */
export type StartReads = (at: { pathname: string; search: URLSearchParams }, reads: ReadStore) => void;

const keyOf = (arg: unknown) => JSON.stringify(arg ?? null);

type AnyRead = Read<never, unknown>;

class Slots<V> {
  private readonly byRead = new Map<AnyRead, Map<string, V>>();
  get(read: AnyRead, key: string) {
    return this.byRead.get(read)?.get(key);
  }
  set(read: AnyRead, key: string, value: V) {
    const slots = this.byRead.get(read) ?? new Map<string, V>();
    slots.set(key, value);
    this.byRead.set(read, slots);
  }
  delete(read: AnyRead, key: string) {
    return this.byRead.get(read)?.delete(key) ?? false;
  }
}

/** `fromServer`: the results a server render wrote into the page, if it did. */
export function createReadStore(fromServer: ServerReads = []): ReadStore {
  const started = new Slots<Promise<unknown>>();
  const known = new Slots<{ value: unknown }>();
  const order: { read: AnyRead; key: string; promise: Promise<unknown> }[] = [];
  let serverResults: ServerReads = [];

  return {
    start(read, arg) {
      const key = keyOf(arg);
      const fromPage = fromServer[order.length];
      if (fromPage && fromPage[0] === key) {
        known.set(read as AnyRead, key, { value: fromPage[1] });
        order.push({ read: read as AnyRead, key, promise: Promise.resolve(fromPage[1]) });
        return;
      }
      const promise = read(arg);
      // Taken or not, a failure is the taker's to report (SPEC §8 logs it there), never an unhandled rejection.
      promise.catch(() => {});
      started.set(read as AnyRead, key, promise);
      order.push({ read: read as AnyRead, key, promise });
    },
    peek(read, arg) {
      return known.get(read as AnyRead, keyOf(arg)) as { value: never } | undefined;
    },
    release(read, arg) {
      return known.delete(read as AnyRead, keyOf(arg));
    },
    take(read, arg) {
      const key = keyOf(arg);
      const promise = started.get(read as AnyRead, key);
      if (!promise) return read(arg);
      started.delete(read as AnyRead, key);
      return promise as Promise<never>;
    },
    async settle() {
      const outcomes = await Promise.allSettled(order.map((entry) => entry.promise));
      serverResults = [];
      outcomes.forEach((outcome, index) => {
        const { read, key } = order[index]!;
        // A failed read is left to the browser: the page shows its loading state and reads again there.
        if (outcome.status !== 'fulfilled') return;
        known.set(read, key, { value: outcome.value });
        started.delete(read, key);
        serverResults[index] = [key, outcome.value];
      });
    },
    serialize() {
      return serverResults;
    },
  };
}
