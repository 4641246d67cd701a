import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Query, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminSdkTally, tallied } from '../../bench/admin-sdk-tally';

// The bench's count of the documents firebase-admin reads and writes (tests/bench/admin-sdk-tally.ts): each kind
// of call priced as Firestore bills it, none counted twice through the SDK's own layering, and only the client
// measured. A project of its own, so nothing here meets a trigger or another suite's data.

const PROJECT_ID = 'demo-bench-tally';
const app = initializeApp({ projectId: PROJECT_ID }, 'bench-tally');
const otherApp = initializeApp({ projectId: PROJECT_ID }, 'bench-tally-other');
const db = getFirestore(app);
const other = getFirestore(otherApp);
const MANY = 1001;

async function wipe(firestore: Firestore) {
  for (const name of ['things', 'many', 'written']) {
    const docs = (await firestore.collection(name).get()).docs;
    for (let i = 0; i < docs.length; i += 500) {
      const batch = firestore.batch();
      docs.slice(i, i + 500).forEach((doc) => batch.delete(doc.ref));
      await batch.commit();
    }
  }
}

beforeAll(async () => {
  await wipe(other);
  const batch = other.batch();
  for (const id of ['a', 'b', 'c'])
    batch.set(other.collection('things').doc(id), { kind: id === 'c' ? 2 : 1 });
  await batch.commit();
  for (let i = 0; i < MANY; i += 500) {
    const many = other.batch();
    for (let j = i; j < Math.min(i + 500, MANY); j++) many.set(other.collection('many').doc(`m${j}`), { j });
    await many.commit();
  }
});

afterAll(async () => {
  await wipe(other);
  await Promise.all([deleteApp(app), deleteApp(otherApp)]);
});

describe("the Admin SDK's reads, as billed", () => {
  it('a document get is one read, found or not, and not counted again through getAll', async () => {
    const { tally } = await tallied(db, async () => {
      await db.collection('things').doc('a').get();
      await db.collection('things').doc('missing').get();
    });
    expect(tally.reads).toBe(2);
    expect(tally.readsByCollection).toEqual({ things: 2 });
  });

  it('a query reads its documents, and an empty one is billed one', async () => {
    const { tally } = await tallied(db, async () => {
      await db.collection('things').where('kind', '==', 1).get();
      await db.collection('things').where('kind', '==', 9).get();
      await db.collection('things').get();
    });
    expect(tally.reads).toBe(2 + 1 + 3);
  });

  it('a getAll reads every document asked for', async () => {
    const { tally } = await tallied(db, () =>
      db.getAll(db.doc('things/a'), db.doc('things/b'), db.doc('things/missing')),
    );
    expect(tally.reads).toBe(3);
  });

  it('a count() reads one per 1,000 index entries, one at least', async () => {
    const { tally } = await tallied(db, async () => {
      await db.collection('many').count().get();
      await db.collection('things').where('kind', '==', 9).count().get();
    });
    expect(tally.readsByCollection).toEqual({ 'many count': 2, 'things count': 1 });
    expect(tally.reads).toBe(3);
  });
});

describe("the Admin SDK's writes", () => {
  it('each write on a reference, in a batch or in a transaction is one, counted once', async () => {
    const { tally } = await tallied(db, async () => {
      const ref = db.collection('written').doc('one');
      await ref.set({ n: 1 });
      await ref.update({ n: 2 });
      await ref.delete();
      await ref.create({ n: 3 });
      const batch = db.batch();
      batch.set(db.doc('written/two'), { n: 1 });
      batch.create(db.doc('written/three'), { n: 1 });
      await batch.commit();
      await db.runTransaction(async (tx) => {
        const [a] = await tx.getAll(db.doc('things/a'));
        const query = await tx.get(db.collection('things').where('kind', '==', 1));
        const three = await tx.get(db.doc('written/three'));
        tx.update(three.ref, { n: Number(a?.get('kind')) + query.size });
        tx.delete(db.doc('written/two'));
      });
    });
    expect(tally.writes).toBe(4 + 2 + 2);
    expect(tally.writesByCollection).toEqual({ written: 8 });
    // The transaction's reads: one document, a query of two, one document.
    expect(tally.reads).toBe(4);
  });
});

describe('what the tally leaves out', () => {
  it('counts only the client it was given', async () => {
    const { tally } = await tallied(db, async () => {
      await other.collection('things').get();
      await other.doc('things/a').get();
      await other.collection('written').doc('other').set({ n: 1 });
      await other.collection('many').count().get();
    });
    expect(tally).toMatchObject({ reads: 0, writes: 0 });
  });

  it('puts the SDK back when stopped: later calls are not counted', async () => {
    const get = Query.prototype.get;
    const { tally, stop } = startAdminSdkTally(db);
    expect(Query.prototype.get).not.toBe(get);
    await db.collection('things').get();
    stop();
    expect(Query.prototype.get).toBe(get);
    await db.collection('things').get();
    expect(tally.reads).toBe(3);
  });

  it('names the reads it cannot price', async () => {
    const { tally } = await tallied(db, async () => {
      await db.collection('things').listDocuments();
    });
    expect(tally.untallied).toEqual(['CollectionReference.listDocuments']);
  });
});
