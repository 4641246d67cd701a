import type { Firestore } from 'firebase-admin/firestore';
import { type CollectionSummary, summarize } from './backups-checksum';
import { exportEmulatorFirestore, firestoreAt, readCollectionTree } from './backups-firestore';
import { runRestore } from './backups-restore';

// The restore drill, on the running emulators: count and fingerprint every collection, export the data, wipe
// one collection, restore it from the export with the restore tool, and count and fingerprint again. Every
// collection must come back exactly as it was.

/** Per top-level collection, its document count and checksum (backups-checksum.ts), by name. */
export async function databaseSummary(db: Firestore): Promise<Record<string, CollectionSummary>> {
  const names = (await db.listCollections()).map((collection) => collection.id).sort();
  const summary: Record<string, CollectionSummary> = {};
  for (const name of names) summary[name] = summarize(name, await readCollectionTree(db, name));
  return summary;
}

export interface DrillOptions {
  /** The emulator project drilled on. */
  projectId: string;
  collection: string;
  /** The Firestore emulator's address, "127.0.0.1:8080". */
  host: string;
  /** Where the export is written (the emulator writes it, so a path on this machine). */
  exportDir: string;
  /** Switches the functions' Firestore triggers off (false) and back on, around the wipe and the restore. */
  triggers?: (on: boolean) => Promise<void>;
  log?: (line: string) => void;
}

export interface DrillResult {
  before: Record<string, CollectionSummary>;
  /** Documents left in the collection once wiped (0). */
  wiped: number;
  after: Record<string, CollectionSummary>;
  /** One line per collection whose count or checksum changed; empty when the drill passed. */
  differences: string[];
}

export async function runDrill(options: DrillOptions): Promise<DrillResult> {
  const { projectId, collection, host, exportDir, log = console.log } = options;
  const db = firestoreAt(projectId, { host });
  try {
    const before = await databaseSummary(db);
    if (!before[collection]?.count) throw new Error(`${collection} is empty on ${projectId}: nothing to drill with.`);
    log(`Exporting ${projectId} to ${exportDir}`);
    await exportEmulatorFirestore(host, projectId, exportDir);

    await options.triggers?.(false);
    let wiped: number;
    try {
      await db.recursiveDelete(db.collection(collection));
      wiped = (await db.collection(collection).count().get()).data().count;
      log(`Wiped ${collection}: ${before[collection].count} document(s) gone, ${wiped} left`);
      await runRestore(
        { from: exportDir, sourceDatabase: null, collection, projectId, emulator: true, mode: 'empty-only', dryRun: false },
        host,
        log,
      );
    } finally {
      await options.triggers?.(true);
    }

    const after = await databaseSummary(db);
    const differences = [...new Set([...Object.keys(before), ...Object.keys(after)])]
      .sort()
      .filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]))
      .map((name) => `${name}: before ${describe(before[name])}, after ${describe(after[name])}`);
    return { before, wiped, after, differences };
  } finally {
    await db.terminate();
  }
}

const describe = (summary: CollectionSummary | undefined) =>
  summary ? `${summary.count}+${summary.nested} docs ${summary.checksum.slice(0, 12)}` : 'absent';
