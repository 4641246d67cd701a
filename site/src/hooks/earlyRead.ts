// A page can start its reads while the app is still starting (main.tsx calls the page module's `startReads`
// before hydrating), so the data is on its way while React hydrates instead of after. The hook that needs a
// read then takes the one already started; every later read goes to Firestore as usual.

type Read<A, T> = (arg: A) => Promise<T>;

const started = new Map<Read<never, unknown>, Map<string, Promise<unknown>>>();

const keyOf = (arg: unknown) => JSON.stringify(arg ?? null);

/** Starts `read(arg)` now, for the first `earlyRead(read, arg)` to take. */
export function startRead<A, T>(read: Read<A, T>, arg: A): void {
  const promise = read(arg);
  // Taken or not, a failure is the taker's to report (SPEC §8 logs it there), never an unhandled rejection.
  promise.catch(() => {});
  const reads = started.get(read as Read<never, unknown>) ?? new Map<string, Promise<unknown>>();
  reads.set(keyOf(arg), promise);
  started.set(read as Read<never, unknown>, reads);
}

/** The read started early for this argument, once; otherwise a fresh `read(arg)`. */
export function earlyRead<A, T>(read: Read<A, T>, arg: A): Promise<T> {
  const reads = started.get(read as Read<never, unknown>);
  const promise = reads?.get(keyOf(arg));
  if (!promise) return read(arg);
  reads!.delete(keyOf(arg));
  return promise as Promise<T>;
}

/** What a page module may export as `startReads`: begin the reads its first render will need. */
export type StartReads = (at: { pathname: string; search: URLSearchParams }) => void;
