/*
 * Our own react-admin dataProvider on the modular Firebase SDK (`firebase/firestore`). The published adapters
 * do not fit this stack: `ra-data-firestore` needs React 16 and react-admin 3, and `react-admin-firebase`
 * rejects firebase 12 and loads whole collections. This one pages on the server with cursors, sorts and
 * filters with Firestore queries, counts with an aggregation, so a list page reads one page of documents plus
 * one count, never the collection.
 */
import {
  collection,
  doc,
  documentId,
  type Firestore,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  runTransaction,
  serverTimestamp,
  startAfter,
  where,
  writeBatch,
  type WriteBatch,
} from 'firebase/firestore';
import { getAuth } from 'firebase/auth';
import { audienceDayBounds, searchTokenOf } from '@cvc/domain';
import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import { stampRules } from './auditStamp';
import { EXPIRE_AT_FIELD, isExpired } from './expiry';
import { documentData, fromFirestore } from './firestoreValues';
import { PageCursors } from './pageCursors';
import { privateHalf } from './privateFields';
import { recordExists, recordNotFound } from './recordErrors';
import { RESOURCES, flattened, narrowedSort, resourceConfig, type ResourceConfig } from './resources';

/** Firestore caps `in` queries at 30 values and a write batch at 500 operations. */
const IN_LIMIT = 30;
const BATCH_LIMIT = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function toRecord(snapshot: QueryDocumentSnapshot): RaRecord {
  return { ...(fromFirestore(snapshot.data()) as object), id: snapshot.id };
}

/**
 * Equality filters; an array means "any of" (`in`). `field@gte` / `field@lte` are a range, a 'YYYY-MM-DD' day
 * of a date input read from the start or to the end of that São Paulo day. Empty values are ignored, as
 * react-admin sends them.
 */
function filterConstraints(filter: Record<string, unknown>): QueryConstraint[] {
  return Object.entries(flattened(filter))
    .filter(([, value]) => value !== undefined && value !== '' && value !== null)
    .map(([field, value]) => {
      const [name = field, range] = field.split('@');
      const path = name === 'id' ? documentId() : name;
      if (range === 'gte' || range === 'lte')
        return where(path, range === 'gte' ? '>=' : '<=', rangeBound(value, range));
      return Array.isArray(value) ? where(path, 'in', value) : where(path, '==', value);
    });
}

/** A date input's day, read on São Paulo's clock: from its first millisecond, or to its last. */
function rangeBound(value: unknown, range: 'gte' | 'lte'): unknown {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const { start, end } = audienceDayBounds(value);
  return range === 'gte' ? start : end;
}

/**
 * A list's query before paging: the resource's scope and the filters as `where`s, the search box (`q`) as the
 * token its words are indexed under, and the sort. getList pages it; the live first page listens to it.
 */
export function listQuery(
  db: Firestore,
  config: ResourceConfig,
  params: Pick<GetListParams, 'filter' | 'sort'>,
): Query {
  const { scheduled, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
  // Scheduled items only: their time ahead of now, soonest first, whatever the other filters and sort.
  if (scheduled === true && config.scheduled)
    return query(
      collection(db, config.collection),
      where(config.scheduled, '>', new Date()),
      orderBy(config.scheduled, 'asc'),
    );
  const all = { ...filters, ...config.scope } as Record<string, unknown>;
  const { searchTokens } = config;
  const { q, ...filter } = all;
  const token = searchTokens && typeof q === 'string' ? searchTokenOf(q) : null;
  const constraints = searchTokens
    ? [...(token ? [where(searchTokens, 'array-contains', token)] : []), ...filterConstraints(filter)]
    : filterConstraints(all);
  const field = narrowedSort(config, filter) ?? params.sort?.field;
  const sort = field
    ? [orderBy(field === 'id' ? documentId() : field, params.sort?.order === 'DESC' ? 'desc' : 'asc')]
    : [];
  return query(collection(db, config.collection), ...constraints, ...sort);
}

export function createDataProvider(
  db: Firestore,
  table: Record<string, ResourceConfig> = RESOURCES,
  writerUid: () => string | null = () => getAuth(db.app).currentUser?.uid ?? null,
): DataProvider {
  const cursors = new PageCursors();
  const config = (resource: string) => resourceConfig(resource, table);
  const stamp = stampRules(db, writerUid);

  /** One record: its document, plus the private fields of resources that keep some apart. */
  async function readRecord(resource: string, id: string): Promise<RaRecord> {
    const { collection: name } = config(resource);
    const [snapshot, own] = await Promise.all([
      getDoc(doc(db, name, id)),
      privateHalf(db, config(resource)).read(id),
    ]);
    if (!snapshot.exists()) throw recordNotFound(`${name}/${id}`);
    return { ...(fromFirestore({ ...snapshot.data(), ...own }) as object), id: snapshot.id };
  }

  /** The creation time is written once, at create: an edit never sends it back (the rules keep it as stored). */
  function withoutCreatedAt(resource: string, data: Record<string, unknown>): Record<string, unknown> {
    const field = config(resource).createdAt;
    if (!field || !(field in data)) return data;
    const { [field]: _created, ...rest } = data;
    return rest;
  }

  /** Writes the public document and its private half (if any) together. */
  async function commitRecord(resource: string, write: (batch: WriteBatch) => void) {
    const batch = writeBatch(db);
    write(batch);
    await batch.commit();
    cursors.forget(config(resource).collection);
  }

  /** The document after which `page` starts: walks forward from the nearest page already read. */
  async function pageStart(key: string, base: Query, page: number, perPage: number) {
    if (page <= 1) return undefined;
    const known = cursors.get(key, page - 1);
    if (known) return known;
    const from = cursors.nearestBefore(key, page - 1);
    const start = from > 0 ? cursors.get(key, from) : undefined;
    const skipped = await getDocs(
      query(base, ...(start ? [startAfter(start)] : []), limit((page - 1 - from) * perPage)),
    );
    skipped.docs.forEach((snapshot, index) => {
      if ((index + 1) % perPage === 0) cursors.set(key, from + (index + 1) / perPage, snapshot);
    });
    return skipped.docs.at(-1);
  }

  async function getList(resource: string, params: GetListParams): Promise<GetListResult> {
    const { collection: name, scope, expires, uncounted } = config(resource);
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const base = listQuery(db, config(resource), params);
    const key = PageCursors.key(name, { ...params.filter, ...scope }, params.sort, perPage);
    const [total, start] = await Promise.all([
      uncounted ? undefined : getCountFromServer(base).then((count) => count.data().count),
      pageStart(key, base, page, perPage),
    ]);
    const pageInfo = (hasNextPage: boolean) => ({ hasNextPage, hasPreviousPage: page > 1 });
    if (page > 1 && !start)
      return total === undefined ? { data: [], pageInfo: pageInfo(false) } : { data: [], total };
    // An uncounted list reads one record more than its page, to know whether another page follows.
    const read = await getDocs(
      query(base, ...(start ? [startAfter(start)] : []), limit(perPage + (uncounted ? 1 : 0))),
    );
    const docs = read.docs.slice(0, perPage);
    const last = docs.at(-1);
    if (last && docs.length === perPage) cursors.set(key, page, last);
    // Expired records wait up to a day for TTL: the page leaves them out. It may then show fewer rows, and the
    // total still counts them: counting only current ones would put expire_at into every index.
    const now = Date.now();
    const shown = expires ? docs.filter((d) => !isExpired(d.get(EXPIRE_AT_FIELD), now)) : docs;
    // Records are untyped documents; react-admin's generic RecordType is the caller's promise, not ours.
    const data = shown.map(toRecord) as never[];
    if (total !== undefined) return { data, total };
    // The last page knows the count without a count query; without it the pager would say "51-100 of 100".
    if (read.size > perPage) return { data, pageInfo: pageInfo(true) };
    return { data, total: (page - 1) * perPage + docs.length, pageInfo: pageInfo(false) };
  }

  async function writeInBatches(
    resource: string,
    ids: RaRecord['id'][],
    write: (batch: WriteBatch, id: string) => void,
  ) {
    const { collection: name } = config(resource);
    const perRecord = privateHalf(db, config(resource)).writesPerRecord;
    for (const part of chunks(ids, Math.floor(BATCH_LIMIT / perRecord))) {
      const batch = writeBatch(db);
      part.forEach((id) => write(batch, String(id)));
      await batch.commit();
    }
    cursors.forget(name);
    return { data: ids };
  }

  const provider: DataProvider = {
    getList: (resource, params) => getList(resource, params),

    getOne: async (resource, params) => ({
      data: (await readRecord(resource, String(params.id))) as never,
    }),

    async getMany(resource, params) {
      const name = config(resource).collection;
      const parts = await Promise.all(
        chunks(params.ids.map(String), IN_LIMIT).map((ids) =>
          getDocs(query(collection(db, name), where(documentId(), 'in', ids))),
        ),
      );
      return { data: parts.flatMap((snapshot) => snapshot.docs.map(toRecord)) as never[] };
    },

    getManyReference: (resource, params) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

    async create(resource, params) {
      const { collection: name, scope, createdAt, singletonId } = config(resource);
      const half = privateHalf(db, config(resource));
      const { shared, own } = half.split(documentData(params.data));
      const ref = singletonId ? doc(db, name, singletonId) : doc(collection(db, name));
      const data = {
        ...shared,
        ...scope,
        ...(createdAt ? { [createdAt]: serverTimestamp() } : {}),
        ...stamp.fields(name),
      };
      if (singletonId) {
        // The one document under a fixed id is created only where there is none: a create form shown by
        // mistake must not replace the live settings with its defaults. Singletons keep no private half.
        await runTransaction(db, async (transaction) => {
          if ((await transaction.get(ref)).exists()) throw recordExists(ref.path);
          transaction.set(ref, data);
        });
        cursors.forget(name);
      } else {
        await commitRecord(resource, (batch) => {
          batch.set(ref, data);
          half.write(batch, ref.id, stamp.own(config(resource), own));
        });
      }
      return { data: (await readRecord(resource, ref.id)) as never };
    },

    async update(resource, params) {
      const { collection: name, scope, singletonId } = config(resource);
      const half = privateHalf(db, config(resource));
      const id = String(params.id);
      const { shared, own } = half.split(withoutCreatedAt(resource, documentData(params.data)));
      await commitRecord(resource, (batch) => {
        // A singleton is edited whole by one form: replacing it drops the keys a newer schema retired, which
        // the rules' key list would otherwise refuse on every later save.
        const data = { ...shared, ...scope, ...stamp.fields(name) };
        if (singletonId) batch.set(doc(db, name, id), data);
        else batch.update(doc(db, name, id), half.clearing(data));
        half.write(batch, id, stamp.own(config(resource), own));
      });
      return { data: (await readRecord(resource, id)) as never };
    },

    updateMany(resource, params) {
      const { collection: name, scope } = config(resource);
      const half = privateHalf(db, config(resource));
      const { shared, own } = half.split(withoutCreatedAt(resource, documentData(params.data)));
      return writeInBatches(resource, params.ids, (batch, id) => {
        batch.update(doc(db, name, id), half.clearing({ ...shared, ...scope, ...stamp.fields(name) }));
        half.write(batch, id, stamp.own(config(resource), own));
      });
    },

    async delete(resource, params) {
      const name = config(resource).collection;
      const id = String(params.id);
      await stamp.beforeDelete(config(resource), [id]);
      await commitRecord(resource, (batch) => {
        batch.delete(doc(db, name, id));
        privateHalf(db, config(resource)).delete(batch, id);
      });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },

    async deleteMany(resource, params) {
      const name = config(resource).collection;
      const half = privateHalf(db, config(resource));
      await stamp.beforeDelete(config(resource), params.ids.map(String));
      return writeInBatches(resource, params.ids, (batch, id) => {
        batch.delete(doc(db, name, id));
        half.delete(batch, id);
      });
    },
  };
  return provider;
}
