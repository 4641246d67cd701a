/**
 * Counts the Firestore documents that code using firebase-admin reads and writes, as Firestore bills them, by
 * wrapping the SDK's prototypes while a tally runs: only calls on the one Firestore instance given are counted,
 * so the bench's own checks go through another instance and stay out of the figures.
 *
 * Billing as counted: a query's get reads its documents (one at least, an empty answer is billed one); a getAll
 * reads every document asked for, found or not; a count() reads one per 1,000 index entries (one at least); each
 * create, set, update or delete, in a batch, a transaction or on a reference, writes one.
 */
import {
  CollectionReference,
  DocumentReference,
  Firestore,
  Query,
  Transaction,
  WriteBatch,
  type AggregateQuery,
  type AggregateQuerySnapshot,
  type AggregateSpec,
  type DocumentSnapshot,
  type QuerySnapshot,
} from 'firebase-admin/firestore';

export type AdminSdkTally = {
  reads: number;
  writes: number;
  /** Per collection id; a count() as `<collection> count`. */
  readsByCollection: Record<string, number>;
  writesByCollection: Record<string, number>;
  /** Reads this tally cannot price (streams, listeners, document lists): a figure with any is incomplete. */
  untallied: string[];
};

/** Index entries a count() is billed per read. */
const COUNT_ENTRIES_PER_READ = 1000;

// The SDK's own layering decides what is wrapped: DocumentReference.get goes through Firestore.getAll, and the
// writes of a DocumentReference or a Transaction through WriteBatch; wrapping those too would count them twice.
const WRITE_METHODS = ['create', 'set', 'update', 'delete'] as const;

type AnyFunction = (...args: unknown[]) => unknown;
type CountQuery = AggregateQuery<AggregateSpec>;
type CountSnapshot = AggregateQuerySnapshot<AggregateSpec>;

let running = false;

/** A query's collection id, also when its answer is empty (the SDK keeps it in its private options). */
function collectionOfQuery(query: Query): string {
  if (query instanceof CollectionReference) return query.id;
  const options = (query as unknown as { _queryOptions?: { collectionId?: string } })._queryOptions;
  return options?.collectionId ?? 'unknown';
}

/**
 * Starts counting the reads and writes made on `db`; `stop()` puts the SDK back and returns the tally. One tally
 * runs at a time.
 */
export function startAdminSdkTally(db: Firestore): { tally: AdminSdkTally; stop: () => AdminSdkTally } {
  if (running) throw new Error('an Admin SDK tally is already running');
  // Two copies of @google-cloud/firestore would leave these prototypes unused by `db`: nothing counted.
  if (!(db instanceof Firestore) || !(db.collection('tally-check') instanceof Query)) {
    throw new Error('db is not of the @google-cloud/firestore that firebase-admin/firestore exports');
  }
  // The package exports AggregateQuery as a type only: its class is found through a count() of `db`.
  const CountClass = (Object.getPrototypeOf(db.collection('tally-check').count()) as object)
    .constructor as abstract new (...args: never[]) => CountQuery;
  const isCount = (target: unknown): target is CountQuery => target instanceof CountClass;
  const firestoreOf = (target: unknown): Firestore | null => {
    if (target instanceof DocumentReference || target instanceof Query) return target.firestore;
    return isCount(target) ? target.query.firestore : null;
  };

  const tally: AdminSdkTally = {
    reads: 0,
    writes: 0,
    readsByCollection: {},
    writesByCollection: {},
    untallied: [],
  };
  const add = (counts: Record<string, number>, collection: string, documents: number) => {
    counts[collection] = (counts[collection] ?? 0) + documents;
  };
  const read = (collection: string, documents: number) => {
    tally.reads += documents;
    add(tally.readsByCollection, collection, documents);
  };
  const readQuery = (query: Query, snapshot: QuerySnapshot) => {
    read(collectionOfQuery(query), Math.max(1, snapshot.size));
  };
  const readCount = (query: CountQuery, snapshot: CountSnapshot) => {
    const count = (snapshot.data() as { count?: unknown }).count;
    const entries = typeof count === 'number' ? count : 0;
    read(`${collectionOfQuery(query.query)} count`, Math.max(1, Math.ceil(entries / COUNT_ENTRIES_PER_READ)));
  };
  const readDocuments = (snapshots: DocumentSnapshot[]) => {
    for (const snapshot of snapshots) read(snapshot.ref.parent.id, 1);
  };
  const readAny = (target: unknown, result: unknown) => {
    if (target instanceof DocumentReference) read(target.parent.id, 1);
    else if (target instanceof Query) readQuery(target, result as QuerySnapshot);
    else if (isCount(target)) readCount(target, result as CountSnapshot);
  };

  const restores: (() => void)[] = [];
  /** Replaces `proto[name]` with `wrapper(original)` until stop(). */
  const wrap = (proto: object, name: string, wrapper: (original: AnyFunction) => AnyFunction) => {
    const target = proto as Record<string, AnyFunction>;
    const original = target[name];
    if (typeof original !== 'function') {
      for (const restore of restores.reverse()) restore();
      throw new Error(`the SDK has no ${name} to count: a version this tally does not know`);
    }
    target[name] = wrapper(original);
    restores.push(() => {
      target[name] = original;
    });
  };
  /** Wraps an async read: `count(self, args, answer)` runs once it resolves, for calls on `db` only. */
  const wrapRead = <T>(
    proto: object,
    name: string,
    onDb: (self: never, args: unknown[]) => boolean,
    count: (self: never, args: unknown[], answer: T) => void,
  ) =>
    wrap(
      proto,
      name,
      (original) =>
        function (this: never, ...args: unknown[]) {
          const answer = original.apply(this, args) as Promise<T>;
          if (!onDb(this, args)) return answer;
          return answer.then((value) => {
            count(this, args, value);
            return value;
          });
        },
    );

  wrapRead<QuerySnapshot>(
    Query.prototype,
    'get',
    (query: Query) => query.firestore === db,
    (query: Query, _, snapshot) => readQuery(query, snapshot),
  );
  wrapRead<CountSnapshot>(
    CountClass.prototype,
    'get',
    (query: CountQuery) => query.query.firestore === db,
    (query: CountQuery, _, snapshot) => readCount(query, snapshot),
  );
  wrapRead<DocumentSnapshot[]>(
    Firestore.prototype,
    'getAll',
    (firestore: Firestore) => firestore === db,
    (_, __, snapshots) => readDocuments(snapshots),
  );
  wrapRead<unknown>(
    Transaction.prototype,
    'get',
    (_, [target]) => firestoreOf(target) === db,
    (_, [target], result) => readAny(target, result),
  );
  wrapRead<DocumentSnapshot[]>(
    Transaction.prototype,
    'getAll',
    (_, [first]) => firestoreOf(first) === db,
    (_, __, snapshots) => readDocuments(snapshots),
  );
  for (const name of WRITE_METHODS) {
    wrap(
      WriteBatch.prototype,
      name,
      (original) =>
        function (this: WriteBatch, ...args: unknown[]) {
          const batch = original.apply(this, args);
          // Counted once the SDK took the write (it throws on invalid data before).
          const [ref] = args;
          if (ref instanceof DocumentReference && ref.firestore === db) {
            tally.writes++;
            add(tally.writesByCollection, ref.parent.id, 1);
          }
          return batch;
        },
    );
  }
  for (const [proto, name] of [
    [Query.prototype, 'stream'],
    [Query.prototype, 'onSnapshot'],
    [DocumentReference.prototype, 'onSnapshot'],
    [CollectionReference.prototype, 'listDocuments'],
  ] as const) {
    wrap(
      proto,
      name,
      (original) =>
        function (this: DocumentReference | Query, ...args: unknown[]) {
          if (this.firestore === db) tally.untallied.push(`${proto.constructor.name}.${name}`);
          return original.apply(this, args);
        },
    );
  }

  running = true;
  let stopped = false;
  return {
    tally,
    stop: () => {
      if (!stopped) for (const restore of restores.reverse()) restore();
      stopped = true;
      running = false;
      return tally;
    },
  };
}

/** Runs `work` with a tally on `db` and returns both; the SDK is put back whatever happens. */
export async function tallied<T>(
  db: Firestore,
  work: () => Promise<T>,
): Promise<{ value: T; tally: AdminSdkTally }> {
  const { tally, stop } = startAdminSdkTally(db);
  try {
    return { value: await work(), tally };
  } finally {
    stop();
  }
}
