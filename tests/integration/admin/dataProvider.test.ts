import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../admin/src/providers/dataProvider';
import { isRecordNotFound } from '../../../admin/src/providers/recordErrors';
import type { ResourceConfig } from '../../../admin/src/providers/resources';
import { scratchFirestore } from './firestore-client';

const TABLE: Record<string, ResourceConfig> = {
  items: { collection: 'items' },
  stamped: { collection: 'stamped', createdAt: 'created_at' },
  reds: { collection: 'colours', scope: { kind: 'red' } },
  blues: { collection: 'colours', scope: { kind: 'blue' } },
  single: { collection: 'singles', singletonId: 'main' },
};
const ITEMS = 25;
const BASE_TIME = Date.UTC(2025, 0, 1);

let scratch: Awaited<ReturnType<typeof scratchFirestore>>;

beforeAll(async () => {
  scratch = await scratchFirestore('demo-admin-provider');
  const batch = writeBatch(scratch.db);
  for (let n = 1; n <= ITEMS; n += 1) {
    batch.set(doc(scratch.db, 'items', `item-${String(n).padStart(2, '0')}`), {
      n,
      group: n % 2 === 0 ? 'even' : 'odd',
      created_at: Timestamp.fromMillis(BASE_TIME + n * 60_000),
    });
  }
  await batch.commit();
});

afterAll(() => scratch.close());

const list = (page: number, extra: object = {}) => ({
  pagination: { page, perPage: 10 },
  sort: { field: 'n', order: 'ASC' as const },
  filter: {},
  ...extra,
});
const numbers = (records: { n?: unknown }[]) => records.map((r) => r.n);

describe('getList', () => {
  it('pages through three pages in order with the total from a count', async () => {
    const provider = createDataProvider(scratch.db, TABLE);
    const pages = [await provider.getList('items', list(1)), await provider.getList('items', list(2))];
    pages.push(await provider.getList('items', list(3)));
    expect(pages.map((p) => p.total)).toEqual([25, 25, 25]);
    expect(numbers(pages[0]!.data)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(numbers(pages[1]!.data)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(numbers(pages[2]!.data)).toEqual([21, 22, 23, 24, 25]);
    // Going back uses the remembered cursor and gives the same page.
    expect(numbers((await provider.getList('items', list(2))).data)).toEqual(numbers(pages[1]!.data));
  });

  it('lands on a later page directly, without having read the pages before', async () => {
    const provider = createDataProvider(scratch.db, TABLE);
    expect(numbers((await provider.getList('items', list(3))).data)).toEqual([21, 22, 23, 24, 25]);
    expect(numbers((await provider.getList('items', list(4))).data)).toEqual([]);
  });

  it('sorts descending', async () => {
    const provider = createDataProvider(scratch.db, TABLE);
    const first = await provider.getList('items', list(1, { sort: { field: 'created_at', order: 'DESC' } }));
    expect(numbers(first.data)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    const third = await provider.getList('items', list(3, { sort: { field: 'created_at', order: 'DESC' } }));
    expect(numbers(third.data)).toEqual([5, 4, 3, 2, 1]);
  });

  it('filters by equality and counts only the matches', async () => {
    const provider = createDataProvider(scratch.db, TABLE);
    const even = await provider.getList('items', list(2, { filter: { group: 'even' } }));
    expect(even.total).toBe(12);
    expect(numbers(even.data)).toEqual([22, 24]);
    const some = await provider.getList('items', list(1, { filter: { n: [3, 5, 7] } }));
    expect(numbers(some.data)).toEqual([3, 5, 7]);
  });

  it('turns Timestamps into Dates', async () => {
    const provider = createDataProvider(scratch.db, TABLE);
    const { data } = await provider.getList('items', list(1));
    expect(data[0]!.created_at).toBeInstanceOf(Date);
    expect((data[0]!.created_at as Date).getTime()).toBe(BASE_TIME + 60_000);
  });
});

describe('writes', () => {
  it('creates with a server created_at, stores Dates as Timestamps and never stores the id', async () => {
    const provider = createDataProvider(scratch.db, TABLE);
    const when = new Date(Date.UTC(2025, 5, 1, 12));
    const { data } = await provider.create('stamped', {
      data: { id: 'ignored', title: 'Olá', when, gone: undefined },
    });
    const raw = (await getDoc(doc(scratch.db, 'stamped', String(data.id)))).data()!;
    expect(raw.when).toBeInstanceOf(Timestamp);
    expect((raw.when as Timestamp).toMillis()).toBe(when.getTime());
    expect(raw.created_at).toBeInstanceOf(Timestamp);
    expect(raw).not.toHaveProperty('id');
    expect(raw).not.toHaveProperty('gone');
    expect(data.created_at).toBeInstanceOf(Date);
    expect(data.title).toBe('Olá');
  });

  it('updates one document and returns the stored record', async () => {
    const provider = createDataProvider(scratch.db, TABLE);
    await setDoc(doc(scratch.db, 'stamped', 'fixed'), {
      title: 'antes',
      created_at: Timestamp.fromMillis(BASE_TIME),
    });
    const { data } = await provider.update('stamped', {
      id: 'fixed',
      data: { id: 'fixed', title: 'depois', created_at: new Date(BASE_TIME) },
      previousData: { id: 'fixed' },
    });
    expect(data).toMatchObject({ id: 'fixed', title: 'depois' });
    expect((data.created_at as Date).getTime()).toBe(BASE_TIME);
  });

  it('keeps each scoped resource to its slice and forces its scope on writes', async () => {
    const provider = createDataProvider(scratch.db, TABLE);
    await provider.create('reds', { data: { name: 'um', kind: 'blue' } });
    await provider.create('blues', { data: { name: 'dois' } });
    const reds = await provider.getList('reds', list(1, { sort: { field: 'name', order: 'ASC' } }));
    expect(reds.data.map((r) => [r.name, r.kind])).toEqual([['um', 'red']]);
    expect(reds.total).toBe(1);
  });

  it('reads many ids in chunks, then updates and deletes many in batches', async () => {
    const provider = createDataProvider(scratch.db, TABLE);
    const ids = Array.from({ length: 35 }, (_, i) => `bulk-${i}`);
    const batch = writeBatch(scratch.db);
    ids.forEach((id, i) => batch.set(doc(scratch.db, 'bulk', id), { i }));
    await batch.commit();
    expect((await provider.getMany('bulk', { ids })).data).toHaveLength(35);
    await provider.updateMany('bulk', { ids, data: { flag: true } });
    const flagged = await provider.getList('bulk', {
      ...list(1),
      sort: { field: 'i', order: 'ASC' },
      filter: { flag: true },
    });
    expect(flagged.total).toBe(35);
    await provider.deleteMany('bulk', { ids: ids.slice(0, 30) });
    expect((await getDocs(collection(scratch.db, 'bulk'))).size).toBe(5);
    await provider.delete('bulk', { id: 'bulk-30', previousData: { id: 'bulk-30' } });
    expect((await provider.getList('bulk', { ...list(1), sort: { field: 'i', order: 'ASC' } })).total).toBe(
      4,
    );
  });

  it('refuses to read a document that does not exist, with a 404 a screen can tell from a failed read', async () => {
    const provider = createDataProvider(scratch.db, TABLE);
    const error = await provider.getOne('items', { id: 'nope' }).catch((refusal: unknown) => refusal);
    expect(error).toMatchObject({ status: 404, message: 'Documento não encontrado: items/nope' });
    expect(isRecordNotFound(error)).toBe(true);
    expect(isRecordNotFound(new Error('Documento não encontrado: items/nope'))).toBe(false);
  });
});

describe('a single document (the site settings, the association)', () => {
  const stored = () => getDoc(doc(scratch.db, 'singles', 'main')).then((snapshot) => snapshot.data());

  it('is created under its fixed id where there is none, and a create never replaces it', async () => {
    const provider = createDataProvider(scratch.db, TABLE);
    await provider.create('single', { data: { title: 'Guardado' } });
    expect(await stored()).toEqual({ title: 'Guardado' });

    const refusal = await provider
      .create('single', { data: { title: 'Valor padrão' } })
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 409 });
    expect(await stored()).toEqual({ title: 'Guardado' });
    // An edit still replaces it whole.
    await provider.update('single', { id: 'main', data: { title: 'Editado' }, previousData: { id: 'main' } });
    expect(await stored()).toEqual({ title: 'Editado' });
  });

  it('lets one of two creates racing from two consoles win, and refuses the other', async () => {
    await deleteDoc(doc(scratch.db, 'singles', 'main'));
    const [first, second] = [createDataProvider(scratch.db, TABLE), createDataProvider(scratch.db, TABLE)];
    const outcomes = await Promise.allSettled([
      first.create('single', { data: { title: 'Primeiro' } }),
      second.create('single', { data: { title: 'Segundo' } }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const winner = outcomes.findIndex((outcome) => outcome.status === 'fulfilled');
    expect(await stored()).toEqual({ title: winner === 0 ? 'Primeiro' : 'Segundo' });
  });
});
