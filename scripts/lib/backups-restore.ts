import { DocumentReference, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { StoredDoc } from './backups-checksum';
import type { RestoreArgs } from './backups-restore-args';
import { firestoreAt, openExport, readCollectionTree } from './backups-firestore';

// Restoring one collection: the documents read from a source (an export served by a throwaway emulator, or
// another database of the project) are written into the target with the Admin SDK under the same paths, fields
// as they were (Timestamps, maps, arrays, references, bytes, geopoints), subcollections included.

/** What to do when the target collection already holds documents. */
export type RestoreMode = 'empty-only' | 'merge' | 'replace';

export const BATCH_LIMIT = 500;

export interface RestorePlan {
  /** Documents the source holds (subcollection documents included). */
  write: number;
  /** Target documents the source does not hold: deleted by --replace, kept by --merge. */
  extra: number;
  /** Documents the target collection held before. */
  existing: number;
}

export class RestoreRefused extends Error {}

/** A value read through one Firestore client, ready to be written through another (references re-pointed). */
function forTarget(value: unknown, target: Firestore): unknown {
  if (value instanceof DocumentReference) return target.doc(value.path);
  if (Array.isArray(value)) return value.map((item) => forTarget(item, target));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, forTarget(field, target)]));
  }
  return value;
}

/**
 * Writes `docs` (one collection's, as readCollectionTree gives them) into `target`. A collection that holds
 * documents already is refused unless the mode says what to do: `merge` writes over the same ids and keeps
 * the others; `replace` also deletes what the source does not hold, so the collection ends as the source had
 * it. Writes go in batches of at most 500. `dryRun` only counts.
 */
export async function restoreCollection(
  target: Firestore,
  collection: string,
  docs: readonly StoredDoc[],
  mode: RestoreMode,
  { dryRun = false } = {},
): Promise<RestorePlan> {
  const written = docs.filter((doc): doc is StoredDoc & { data: DocumentData } => doc.data !== null);
  if (written.length === 0) {
    throw new RestoreRefused(`The source holds no document in ${collection}: check the collection's name.`);
  }
  const current = (await readCollectionTree(target, collection)).filter((doc) => doc.data !== null);
  const keep = new Set(written.map((doc) => doc.path));
  const extra = current.filter((doc) => !keep.has(doc.path));
  const plan = { write: written.length, extra: extra.length, existing: current.length };
  if (current.length > 0 && mode === 'empty-only') {
    throw new RestoreRefused(
      `${collection} already holds ${current.length} document(s) in the target. Say what to do with them: ` +
        `--merge (write over the same ids, keep the others) or --replace (also delete the ${extra.length} the source does not have).`,
    );
  }
  if (dryRun) return plan;

  let batch = target.batch();
  let pending = 0;
  const flush = async () => {
    if (pending) await batch.commit();
    batch = target.batch();
    pending = 0;
  };
  for (const doc of written) {
    batch.set(target.doc(doc.path), forTarget(doc.data, target) as DocumentData);
    if (++pending === BATCH_LIMIT) await flush();
  }
  if (mode === 'replace') {
    for (const doc of extra) {
      batch.delete(target.doc(doc.path));
      if (++pending === BATCH_LIMIT) await flush();
    }
  }
  await flush();
  return plan;
}

function databaseReader(projectId: string, host: string | undefined, databaseId: string) {
  const db = firestoreAt(projectId, { host, databaseId });
  return { db, stop: () => db.terminate() };
}

/**
 * `npm run restore` itself: opens the source (an export through a throwaway emulator, or another database),
 * reads the collection and restores it into the project's (default) database. The emulators are reached at
 * FIRESTORE_EMULATOR_HOST, else firebase.json's address; a real project with Application Default Credentials,
 * and never while emulator variables are set.
 */
export async function runRestore(
  run: RestoreArgs,
  emulatorHost: string,
  log: (line: string) => void = console.log,
): Promise<RestorePlan> {
  if (!run.emulator && process.env.FIRESTORE_EMULATOR_HOST) {
    throw new RestoreRefused(`Refusing to write to ${run.projectId}: FIRESTORE_EMULATOR_HOST is set in this shell.`);
  }
  const host = run.emulator ? emulatorHost : undefined;
  if (host) {
    const up = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) }).then(
      () => true,
      () => false,
    );
    if (!up) throw new RestoreRefused(`No Firestore emulator at ${host}: start the emulators (npm start).`);
  }
  const target = firestoreAt(run.projectId, { host });
  const reader = run.from ? await openExport(run.from) : databaseReader(run.projectId, host, run.sourceDatabase!);
  try {
    const docs = await readCollectionTree(reader.db, run.collection);
    const source = run.from ?? `database ${run.sourceDatabase}`;
    log(`${source}: ${docs.filter((doc) => doc.data).length} document(s) in ${run.collection}`);
    const plan = await restoreCollection(target, run.collection, docs, run.mode, { dryRun: run.dryRun });
    const where = `${run.projectId}${run.emulator ? ' (emulator)' : ''}`;
    const deleted = run.mode === 'replace' ? `deleted ${plan.extra}` : `kept ${plan.extra} the source does not have`;
    log(
      `${run.dryRun ? 'Would have written' : 'Wrote'} ${plan.write} document(s) into ${run.collection} on ${where}` +
        (plan.existing ? ` over ${plan.existing} there; ${run.dryRun ? 'would have ' : ''}${deleted}.` : '.'),
    );
    return plan;
  } finally {
    await reader.stop();
    await target.terminate();
  }
}
