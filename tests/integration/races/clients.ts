import { randomUUID } from 'node:crypto';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import {
  getFirestore,
  type Firestore,
  type ReadWriteTransactionOptions,
  type Transaction,
} from 'firebase-admin/firestore';

// The functions emulator runs Firestore triggers one at a time, so no two transactions of the product ever
// overlap there. These suites call the product's read-modify-write functions themselves, concurrently, from
// firebase-admin apps of their own (each its own Firestore client), in a project no function listens to, so
// nothing else touches their documents.

/**
 * The races' project: the functions emulator's triggers are demo-cvc's, so here only the calls raced write.
 * Switching demo-cvc's triggers off and on instead reloaded every trigger and left the emulator handing out no
 * event for a while, which the suites after paid for.
 */
export const RACE_PROJECT_ID = 'demo-races';

/** A firebase-admin Firestore of the races' project, for setting up and reading back. */
export function raceFirestore(): Firestore {
  const name = 'races-project';
  return getFirestore(
    getApps().find((app) => app.name === name) ?? initializeApp({ projectId: RACE_PROJECT_ID }, name),
  );
}

export interface RaceClients {
  dbs: Firestore[];
  close(): Promise<void>;
}

/**
 * `count` independent firebase-admin Firestore clients on the emulator, of the races' project unless a suite
 * that switches demo-cvc's triggers off itself names that project.
 */
export function raceClients(count: number, label: string, projectId = RACE_PROJECT_ID): RaceClients {
  const run = randomUUID().slice(0, 8);
  const apps = Array.from({ length: count }, (_, n) =>
    initializeApp({ projectId }, `race-${label}-${run}-${n}`),
  );
  return {
    dbs: apps.map((app) => countingRetries(getFirestore(app))),
    close: async () => {
      await Promise.all(apps.map((app) => deleteApp(app)));
    },
  };
}

let retriedAttempts = 0;

/**
 * The client's transactions count the attempts the SDK runs again: on the emulator, attempts it aborted after
 * waiting on a lock another transaction held ("ABORTED: Transaction lock timeout"). The SDK retries those itself
 * up to five times, so untilCommitted rarely sees one.
 */
function countingRetries(db: Firestore): Firestore {
  const run = db.runTransaction.bind(db);
  db.runTransaction = ((
    body: (tx: Transaction) => Promise<unknown>,
    options?: ReadWriteTransactionOptions,
  ) => {
    let attempts = 0;
    return run((tx) => {
      if (attempts++ > 0) retriedAttempts++;
      return body(tx);
    }, options);
  }) as Firestore['runTransaction'];
  return db;
}

/** How many transaction attempts the race clients' SDK ran again so far (evidence that the transactions met). */
export const retriedSoFar = () => retriedAttempts;

const ABORTED = 10;
let abortedRuns = 0;

/**
 * Runs one of the product's calls until it commits. The emulator settles contention with a lock timeout, so
 * under a burst a transaction can still be ABORTED after the SDK's own attempts; it wrote nothing, and the call
 * runs again, as a redelivered event would.
 */
export async function untilCommitted<T>(call: () => Promise<T>): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      return await call();
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code !== ABORTED || run >= 10) throw error;
      abortedRuns++;
      await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800));
    }
  }
}

/** How many runs the emulator aborted so far (evidence that the transactions did overlap). */
export const abortedSoFar = () => abortedRuns;

/**
 * Runs the tasks on the clients at once: client c takes tasks c, c + clients… (in a shuffled order) one after
 * another, like a function instance handling its events, so `clients` calls are in flight at every moment. All
 * at once would not be harder: the emulator answers a pile-up on one document with lock timeouts, not turns.
 * Resolves with each task's result in the tasks' order, or rejects with the first failure.
 */
export async function race<T>(dbs: Firestore[], tasks: ((db: Firestore) => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  const shuffled = tasks.map((_, index) => index).sort(() => Math.random() - 0.5);
  await Promise.all(
    dbs.map(async (db, client) => {
      for (const index of shuffled.filter((_, n) => n % dbs.length === client)) {
        results[index] = await tasks[index]!(db);
      }
    }),
  );
  return results;
}
