import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { Firestore } from 'firebase-admin/firestore';
import type { StoredDoc } from './backups-checksum';
import { ROOT } from './emulators';
import { buildLauncherJar, findSdkFirestoreJar } from './firestore-emulator-jar';

// What the restore tool and its drill need around Firestore: an Admin SDK client on a given emulator or
// project and database, every document of a collection, an emulator export, and a throwaway emulator that
// serves an export (an emulator's or a managed `gcloud firestore export`, both LevelDB export files).

/**
 * The Admin SDK's Firestore at an emulator (`host` "127.0.0.1:8080") or, without a host, on the real project
 * with Application Default Credentials. FIRESTORE_EMULATOR_HOST would win over the host given here, so it is
 * set aside while the client is made: one process can hold the throwaway emulator and the target side by side.
 */
export function firestoreAt(projectId: string, options: { host?: string; databaseId?: string } = {}): Firestore {
  const saved = process.env.FIRESTORE_EMULATOR_HOST;
  delete process.env.FIRESTORE_EMULATOR_HOST;
  try {
    return new Firestore({
      projectId,
      databaseId: options.databaseId ?? '(default)',
      ...(options.host ? { host: options.host, ssl: false } : {}),
    });
  } finally {
    if (saved !== undefined) process.env.FIRESTORE_EMULATOR_HOST = saved;
  }
}

/**
 * Every document of a collection and of its subcollections, by path, fields as the Admin SDK reads them.
 * listDocuments also names documents that exist only as parents of subcollections (data null).
 */
export async function readCollectionTree(db: Firestore, collectionPath: string): Promise<StoredDoc[]> {
  const refs = await db.collection(collectionPath).listDocuments();
  const docs: StoredDoc[] = [];
  for (let i = 0; i < refs.length; i += 300) {
    const snapshots = refs.length ? await db.getAll(...refs.slice(i, i + 300)) : [];
    for (const snapshot of snapshots) {
      const subcollections = await snapshot.ref.listCollections();
      if (snapshot.exists) docs.push({ path: snapshot.ref.path, data: snapshot.data()! });
      else if (subcollections.length) docs.push({ path: snapshot.ref.path, data: null });
      for (const sub of subcollections) docs.push(...(await readCollectionTree(db, sub.path)));
    }
  }
  return docs;
}

/** The Firestore emulator's own export: LevelDB files under `directory`, as `firebase emulators:export` writes. */
export async function exportEmulatorFirestore(host: string, projectId: string, directory: string): Promise<string> {
  const dir = resolve(directory);
  mkdirSync(dir, { recursive: true }); // the emulator refuses a directory that does not exist yet
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      database: `projects/${projectId}/databases/(default)`,
      export_directory: dir,
      export_name: 'firestore_export',
    }),
  });
  if (!response.ok) throw new Error(`The emulator's export answered ${response.status}: ${await response.text()}`);
  return findExportMetadata(dir);
}

/**
 * The `.overall_export_metadata` file of an export, given the file itself, the folder `firebase
 * emulators:export` writes (firebase-export-metadata.json), or a folder holding exactly one export at most two
 * levels down (a `gcloud firestore export` copied from its bucket, `gsutil -m cp -r gs://<bucket>/<prefix> .`).
 */
export function findExportMetadata(from: string): string {
  const path = resolve(from);
  if (!existsSync(path)) throw new Error(`No export at ${path}.`);
  if (statSync(path).isFile()) {
    if (path.endsWith('.overall_export_metadata')) return path;
    throw new Error(`${path} is not an .overall_export_metadata file.`);
  }
  const hub = join(path, 'firebase-export-metadata.json');
  if (existsSync(hub)) {
    const file = (JSON.parse(readFileSync(hub, 'utf8')) as { firestore?: { metadata_file?: string } }).firestore
      ?.metadata_file;
    if (!file) throw new Error(`${hub} names no Firestore export.`);
    return join(path, file);
  }
  const found: string[] = [];
  const look = (dir: string, depth: number) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('.overall_export_metadata')) found.push(join(dir, entry.name));
      else if (entry.isDirectory() && depth < 2) look(join(dir, entry.name), depth + 1);
    }
  };
  look(path, 0);
  if (found.length === 1) return found[0]!;
  if (found.length === 0) throw new Error(`No Firestore export (an .overall_export_metadata file) in ${path}.`);
  throw new Error(`${path} holds ${found.length} exports; name one folder:\n  ${found.map(dirname).join('\n  ')}`);
}

/** `java` arguments that run a Firestore emulator: the Cloud SDK's, else the one firebase-tools downloaded. */
function emulatorJavaArgs(): string[] {
  const sdkJar = findSdkFirestoreJar();
  if (sdkJar) return ['-jar', buildLauncherJar(sdkJar, join(ROOT, '.cache', 'emulators'))];
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  const downloaded = existsSync(cache)
    ? readdirSync(cache)
        .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
        .sort()
    : [];
  if (downloaded.length) return ['-jar', join(cache, downloaded.at(-1)!)];
  throw new Error('No Firestore emulator here: install the Cloud SDK one, or run npm start once to download it.');
}

async function sparePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export interface ExportReader {
  db: Firestore;
  stop: () => Promise<void>;
}

/**
 * A fresh Firestore emulator on a spare port, loaded with the export (`--seed_from_export`), and a client on it.
 * The emulator serves the imported documents under any project id. `stop` ends it; nothing is kept.
 */
export async function openExport(from: string, timeoutMs = 120_000): Promise<ExportReader> {
  // The spare port is free when asked, not when the emulator binds it: another process may take it between the
  // two (seen when the test suites run beside each other), so a lost port is tried again with another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await openExportOnce(from, timeoutMs);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt >= 3) throw error;
    }
  }
}

class PortTaken extends Error {}

async function openExportOnce(from: string, timeoutMs: number): Promise<ExportReader> {
  const metadata = findExportMetadata(from);
  const port = await sparePort();
  const child: ChildProcess = spawn(
    'java',
    ['-Duser.language=en', ...emulatorJavaArgs(), '--host', '127.0.0.1', '--port', String(port), '--seed_from_export', metadata],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      const Stopped = output.includes('java.net.BindException') ? PortTaken : Error;
      throw new Stopped(`The emulator reading ${basename(metadata)} stopped:\n${output}`);
    }
    const up = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The emulator reading ${metadata} did not start within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  const db = firestoreAt('demo-restore-source', { host: `127.0.0.1:${port}` });
  return {
    db,
    stop: async () => {
      await db.terminate();
      await stop();
    },
  };
}
