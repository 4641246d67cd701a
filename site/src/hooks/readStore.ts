// A page's first reads, shared by the code that starts them and the hooks that show them.
//
// A page module names its reads (`reads` in its module, app/pageRoute.ts). In the browser, boot.tsx starts them
// before hydrating, so the data travels while React starts; the hook that needs a read then takes the one
// already started. When the server rendered the page with its data (functions/src/sitePage.ts), each named
// result is found in the page instead, and the hook starts from it, so the first render matches the server's
// markup.
//
// On the server, one store per request: `startAll` starts the reads, `settle` waits for them, the render shows
// their results (and notes any read a component wanted that nobody started) and `serialize` writes them into
// the page for the browser.

export type Read<A, T> = (arg: A) => Promise<T>;

/** One read of a page: the data function and its argument (`T`, what it gives, for the page's head). */
export interface NamedRead<T = unknown> {
  read: Read<never, unknown>;
  arg: unknown;
  /** Types only: never set. */
  readonly result?: T;
}

/** A page's reads by name. */
export type PageReads = Record<string, NamedRead>;

/** What each read gave, by name, once known. */
export type ReadValues<R extends PageReads> = {
  [K in keyof R]?: R[K] extends NamedRead<infer T> ? T : never;
};

/** `read(arg)` as one of a page's reads. */
export function readOf<A, T>(read: Read<A, T>, arg: A): NamedRead<T> {
  return { read: read as Read<never, unknown>, arg };
}

/** The results a server render read, by name: [argument key, value]. */
export type ServerReads = Record<string, [key: string, value: unknown]>;

export interface ReadStore {
  /**
   * Starts every read now, or takes its result from the server render when the page holds it under its name.
   * A name already started with the same argument is left alone; with another one (the next article), it is
   * started again.
   */
  startAll(reads: PageReads): void;
  /** A named read's result once it has one (from the server or settled here); undefined while loading or failed. */
  valueOf(name: string): { value: unknown } | undefined;
  /** Whether the page arrived with the named read's result (a server render that read it). */
  servedOf(name: string): boolean;
  /** Resolves when the named read settles, whichever way (undefined when there is no such read). */
  settledOf(name: string): Promise<unknown> | undefined;
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
  /**
   * Server, after a render with data: the reads a component asked for that the page did not name (so they
   * rendered loading), by function name. A read the page leaves to the browser on purpose is `inBrowser`.
   */
  missed(): string[];
}

const keyOf = (arg: unknown) => JSON.stringify(arg ?? null);

type AnyRead = Read<never, unknown>;

/** Reads that only the browser can do (our own /api, say): a server render never counts them as missed. */
const browserReads = new WeakSet<AnyRead>();
export function inBrowser<F extends AnyRead>(read: F): F {
  browserReads.add(read);
  return read;
}

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

/** A named read as started: its argument's key, its promise, and its result once it has one. */
type NamedEntry = {
  read: AnyRead;
  key: string;
  promise: Promise<unknown>;
  result?: { value: unknown };
  served?: boolean;
};

/** The results known so far of a page's named reads, by name (the server's head and the browser's alike). */
export function knownValues<R extends PageReads>(store: ReadStore, reads: R): ReadValues<R> {
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(reads)) {
    const known = store.valueOf(name);
    if (known) values[name] = known.value;
  }
  return values as ReadValues<R>;
}

/** `fromServer`: the results a server render wrote into the page, if it did. */
export function createReadStore(fromServer: ServerReads = {}): ReadStore {
  // Each result the server wrote is the first render's, taken once: a later visit to the same address (back
  // from ?page=2) reads afresh, as the hooks expect.
  const unclaimed = new Map(Object.entries(fromServer));
  const started = new Slots<Promise<unknown>>();
  const known = new Slots<{ value: unknown }>();
  const named = new Map<string, NamedEntry>();
  const missed = new Set<string>();
  let settled = false;
  let serverResults: ServerReads = {};

  return {
    startAll(reads) {
      for (const [name, { read, arg }] of Object.entries(reads)) {
        const key = keyOf(arg);
        if (named.get(name)?.key === key) continue;
        const fromPage = unclaimed.get(name);
        unclaimed.delete(name);
        if (fromPage && fromPage[0] === key) {
          known.set(read, key, { value: fromPage[1] });
          named.set(name, {
            read,
            key,
            promise: Promise.resolve(fromPage[1]),
            result: { value: fromPage[1] },
            served: true,
          });
          continue;
        }
        const promise = read(arg as never);
        const entry: NamedEntry = { read, key, promise };
        // Taken or not, a failure is the taker's to report (SPEC §8 logs it there), never an unhandled rejection.
        promise.then((value) => (entry.result = { value })).catch(() => {});
        started.set(read, key, promise);
        named.set(name, entry);
      }
    },
    valueOf(name) {
      return named.get(name)?.result;
    },
    servedOf(name) {
      return named.get(name)?.served === true;
    },
    settledOf(name) {
      return named.get(name)?.promise.then(
        () => undefined,
        () => undefined,
      );
    },
    peek(read, arg) {
      const found = known.get(read as AnyRead, keyOf(arg)) as { value: never } | undefined;
      if (!found && settled && !browserReads.has(read as AnyRead)) missed.add(read.name || 'anonymous read');
      return found;
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
      const entries = [...named.entries()];
      const outcomes = await Promise.allSettled(entries.map(([, entry]) => entry.promise));
      serverResults = {};
      outcomes.forEach((outcome, index) => {
        const [name, { read, key }] = entries[index]!;
        // A failed read is left to the browser: the page shows its loading state and reads again there.
        if (outcome.status !== 'fulfilled') return;
        known.set(read, key, { value: outcome.value });
        started.delete(read, key);
        serverResults[name] = [key, outcome.value];
      });
      settled = true;
    },
    serialize() {
      return serverResults;
    },
    missed() {
      return [...missed];
    },
  };
}
