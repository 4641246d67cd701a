import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { GeoPoint, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarize } from '../../../scripts/lib/backups-checksum';
import { databaseSummary, runDrill } from '../../../scripts/lib/backups-drill';
import { firestoreAt, readCollectionTree } from '../../../scripts/lib/backups-firestore';
import { restoreCollection, runRestore } from '../../../scripts/lib/backups-restore';
import type { RestoreArgs } from '../../../scripts/lib/backups-restore-args';
import { ROOT, emulatorAddress } from '../../../scripts/lib/emulators';
import { seed } from '../../../scripts/seed/index';

// The restore drill and the restore tool's refusals, on a project of their own: the seed, plus a news item
// holding every field type and subcollections. No function listens to this
// project, so nothing but the drill writes to it while it runs.

const PROJECT = 'demo-cvc-backups';
const host = process.env.FIRESTORE_EMULATOR_HOST ?? emulatorAddress('firestore');
const exportDir = join(ROOT, '.cache', 'backups-test', `${Date.now()}`);
let db: Firestore;

const EVERY_TYPE = {
  title: 'Every field type',
  published_at: new Timestamp(1_767_225_600, 123_456_000),
  count: 42,
  ratio: 0.25,
  negative: -7,
  draft: false,
  nothing: null,
  place: new GeoPoint(-23.5505, -46.6333),
  author: null as unknown,
  bytes: Buffer.from([0, 1, 2, 254, 255]),
  tags: ['cvc', 3, { nested: new Timestamp(1, 2_000), list: [] }],
  meta: { deep: { deeper: { at: new Timestamp(1_700_000_000, 999_999_000), list: [1.5, 'x'] } }, empty: {} },
};

/** `npm run restore` as a process: its exit code and what it printed. */
function restoreCli(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'restore.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: host },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

const newsSummary = async () => summarize('news', await readCollectionTree(db, 'news'));

beforeAll(async () => {
  const cleared = await fetch(
    `http://${host}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    {
      method: 'DELETE',
    },
  );
  expect(cleared.ok).toBe(true);
  db = firestoreAt(PROJECT, { host });
  await seed(db);
  EVERY_TYPE.author = db.doc('columnists/some-columnist');
  await db.doc('news/zz-every-type').set(EVERY_TYPE);
  await db.doc('news/zz-every-type/notes/n1').set({ text: 'a note', at: Timestamp.fromMillis(1_000) });
  // A news id with no fields of its own, only a subcollection.
  await db.doc('news/zz-parent-only/notes/n2').set({ text: 'under a missing parent' });
}, 120_000);

afterAll(async () => {
  await db?.terminate();
  rmSync(exportDir, { recursive: true, force: true });
});

describe('the restore drill', () => {
  it('exports, wipes news, restores it from the export: every count and checksum as before', async () => {
    const lines: string[] = [];
    const result = await runDrill({
      projectId: PROJECT,
      collection: 'news',
      host,
      exportDir,
      log: (l) => lines.push(l),
    });

    expect(result.before.news!.count).toBeGreaterThan(10);
    expect(result.before.news!.nested).toBe(2);
    expect(Object.keys(result.before).length).toBeGreaterThan(10);
    expect(result.wiped).toBe(0);
    expect(result.differences).toEqual([]);
    expect(result.after).toEqual(result.before);
    expect(lines.join('\n')).toContain(`Wrote ${result.before.news!.count + 2} document(s) into news`);

    // The same, field by field, for the document holding every type.
    const restored = (await db.doc('news/zz-every-type').get()).data()!;
    expect(restored).toEqual(EVERY_TYPE);
    expect(restored.published_at).toBeInstanceOf(Timestamp);
    expect((restored.published_at as Timestamp).nanoseconds).toBe(123_456_000);
    expect(restored.author.path).toBe('columnists/some-columnist');
    expect((await db.doc('news/zz-every-type/notes/n1').get()).get('at')).toEqual(
      Timestamp.fromMillis(1_000),
    );
    expect((await db.doc('news/zz-parent-only/notes/n2').get()).exists).toBe(true);
  }, 180_000);

  it('the checksum sees a change in any field, down to a microsecond of a nested Timestamp (Firestore keeps microseconds)', async () => {
    const before = await newsSummary();
    await db
      .doc('news/zz-every-type')
      .update({ 'meta.deep.deeper.at': new Timestamp(1_700_000_000, 999_998_000) });
    expect((await newsSummary()).checksum).not.toBe(before.checksum);
    await db.doc('news/zz-every-type').update({ 'meta.deep.deeper.at': EVERY_TYPE.meta.deep.deeper.at });
    expect(await newsSummary()).toEqual(before);
  });
});

describe('npm run restore', () => {
  const args = ['--from', exportDir, '--collection', 'news', '--project', PROJECT];

  it('refuses a collection that holds documents without --merge or --replace, and writes nothing', async () => {
    const before = await newsSummary();
    const refused = restoreCli(...args);
    expect(refused.status).toBe(1);
    expect(refused.out).toMatch(/news already holds \d+ document\(s\) in the target.*--merge.*--replace/s);
    expect(await newsSummary()).toEqual(before);
  }, 120_000);

  it('--merge writes over the same ids and keeps the others; --replace also deletes them', async () => {
    const exported = await newsSummary();
    await db.doc('news/zz-every-type').update({ title: 'Changed after the export' });
    await db.doc('news/zz-not-in-export').set({ title: 'Written after the export' });

    const dryRun = restoreCli(...args, '--merge', '--dry-run');
    expect(dryRun.status).toBe(0);
    expect(dryRun.out).toContain('Would have written');
    expect((await db.doc('news/zz-every-type').get()).get('title')).toBe('Changed after the export');

    const run = (mode: 'merge' | 'replace'): RestoreArgs => ({
      from: exportDir,
      sourceDatabase: null,
      collection: 'news',
      projectId: PROJECT,
      emulator: true,
      mode,
      dryRun: false,
    });
    const merged = await runRestore(run('merge'), host, () => {});
    expect(merged.extra).toBe(1);
    expect((await db.doc('news/zz-every-type').get()).get('title')).toBe('Every field type');
    expect((await db.doc('news/zz-not-in-export').get()).exists).toBe(true);

    await runRestore(run('replace'), host, () => {});
    expect((await db.doc('news/zz-not-in-export').get()).exists).toBe(false);
    expect(await newsSummary()).toEqual(exported);
  }, 120_000);

  it('restores from another database of the project (one restored from a backup or cloned at a past time)', async () => {
    const exported = await newsSummary();
    const restoredDb = firestoreAt(PROJECT, { host, databaseId: 'restored' });
    try {
      await restoreCollection(restoredDb, 'news', await readCollectionTree(db, 'news'), 'replace');
      await db.recursiveDelete(db.collection('news'));
      const done = restoreCli('--source-database', 'restored', '--collection', 'news', '--project', PROJECT);
      expect(done.out).toContain('database restored:');
      expect(done.status).toBe(0);
      expect(await newsSummary()).toEqual(exported);
    } finally {
      await restoredDb.terminate();
    }
  }, 120_000);

  it('refuses a collection the export does not hold, and bad arguments', async () => {
    const none = restoreCli('--from', exportDir, '--collection', 'no_such', '--project', PROJECT);
    expect(none.status).toBe(1);
    expect(none.out).toContain('The source holds no document in no_such');

    const bad = restoreCli(
      '--from',
      exportDir,
      '--collection',
      'news',
      '--emulator',
      '--project',
      PROJECT,
      '--merge',
      '--replace',
    );
    expect(bad.status).toBe(2);
    expect(bad.out).toContain('give one target: --emulator or --project');
    expect(bad.out).toContain('give at most one of --merge and --replace');
    expect(await databaseSummary(db)).toHaveProperty('news');
  }, 120_000);
});
