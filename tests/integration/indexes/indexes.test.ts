import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/lib/emulators';
import { DATA_PROVIDER_FILE, QUERIES, SOURCED_QUERIES, adminListQueries } from './queries';
import type { QuerySpec } from './queries';

// The emulator serves any query without an index; production refuses one that needs a missing composite
// index. This checks each query the code can make against firestore.indexes.json instead: the console's
// derived from its resource definitions, the site's and the functions' listed by hand with their file.

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
interface Index {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

const { indexes } = JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8')) as {
  indexes: Index[];
};

/** The sort part of the index: the orderBy fields, then an inequality field no orderBy names. */
function ordering(query: QuerySpec): IndexField[] {
  const fields: IndexField[] = (query.orderBy ?? []).map(([fieldPath, dir]) => ({
    fieldPath,
    order: dir === 'desc' ? 'DESCENDING' : 'ASCENDING',
  }));
  if (query.inequality && !fields.some((f) => f.fieldPath === query.inequality)) {
    fields.push({ fieldPath: query.inequality, order: 'ASCENDING' });
  }
  return fields;
}

/** Single-field indexes (automatic) serve equality-only queries and a sort on the one filtered field. */
export function needsComposite(query: QuerySpec): boolean {
  const sort = ordering(query);
  if (sort.length === 0) return false;
  const filtered = (query.equals?.length ?? 0) + (query.contains?.length ?? 0);
  return filtered > 0 || new Set(sort.map((f) => f.fieldPath)).size > 1;
}

/**
 * The index serving a query: its equality and array-contains fields in any order (the latter marked CONTAINS),
 * then exactly the sort fields.
 */
export function servingIndex(query: QuerySpec, from: Index[] = indexes): Index | undefined {
  const contains = new Set(query.contains ?? []);
  const equals = new Set([...(query.equals ?? []), ...contains]);
  const sort = ordering(query);
  return from.find((index) => {
    if (index.collectionGroup !== query.collection || index.fields.length !== equals.size + sort.length) {
      return false;
    }
    const head = index.fields.slice(0, equals.size);
    const tail = index.fields.slice(equals.size);
    return (
      head.every(
        (f) => equals.has(f.fieldPath) && (f.arrayConfig === 'CONTAINS') === contains.has(f.fieldPath),
      ) && tail.every((f, i) => f.fieldPath === sort[i]!.fieldPath && f.order === sort[i]!.order)
    );
  });
}

/** The queries no index in `from` serves. */
export function unserved(queries: QuerySpec[], from: Index[] = indexes): QuerySpec[] {
  return queries.filter((query) => needsComposite(query) && !servingIndex(query, from));
}

const describeIndex = (index: Index) =>
  `${index.collectionGroup}(${index.fields.map((f) => `${f.fieldPath} ${f.arrayConfig ? 'contains' : f.order === 'DESCENDING' ? 'desc' : 'asc'}`).join(', ')})`;

/** Source files (tests aside) that build a Firestore query: a `where(` or `orderBy(` call. */
function queryingFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  return ['site/src', 'admin/src', 'functions/src']
    .flatMap((dir) => walk(join(ROOT, dir)))
    .filter((path) => /\b(where|orderBy)\(/.test(readFileSync(path, 'utf8')))
    .map((path) => relative(ROOT, path));
}

describe('firestore.indexes.json serves every query', () => {
  it.each(QUERIES.map((query) => [query.who, query] as const))('%s', (_who, query) => {
    if (!needsComposite(query)) return;
    expect(servingIndex(query), `no composite index for ${JSON.stringify(query)}`).toBeDefined();
  });

  it('holds no index that no query uses (each costs storage and a write per document change)', () => {
    const used = new Set(QUERIES.filter(needsComposite).map((q) => servingIndex(q)));
    expect(indexes.filter((index) => !used.has(index)).map(describeIndex)).toEqual([]);
  });

  it('lists every file that builds a query among the checked queries', () => {
    const listed = new Set([...SOURCED_QUERIES.map((q) => q.file), DATA_PROVIDER_FILE]);
    const files = queryingFiles();
    expect(files).toContain(DATA_PROVIDER_FILE);
    expect(files.filter((file) => !listed.has(file))).toEqual([]);
    // And every listed file still queries, so the hand list does not outlive the code.
    expect([...listed].filter((file) => !files.includes(file))).toEqual([]);
  });

  it('prints each query with the index serving it', () => {
    const lines = QUERIES.map((q) => {
      const served = needsComposite(q) ? describeIndex(servingIndex(q)!) : 'single-field indexes';
      return `${q.who.padEnd(70)} → ${served}`;
    });
    console.log(lines.join('\n'));
    expect(lines).toHaveLength(QUERIES.length);
  });
});

describe('the check itself', () => {
  it('reports a query added without its index', () => {
    const made_up: QuerySpec = {
      who: 'made up: published news by title',
      collection: 'news',
      equals: ['status'],
      orderBy: [['title', 'asc']],
    };
    expect(unserved([made_up])).toEqual([made_up]);
    // The same shape as a served one is not reported.
    expect(unserved([{ ...made_up, orderBy: [['published_at', 'desc']] }])).toEqual([]);
  });

  it('wants a separate index for the other direction of a filtered sort', () => {
    const newestFirst: QuerySpec = {
      who: '',
      collection: 'event_rsvp',
      equals: ['event_id'],
      orderBy: [['created_at', 'desc']],
    };
    const only = indexes.filter((index) => servingIndex(newestFirst, [index]));
    expect(only).toHaveLength(1);
    expect(unserved([{ ...newestFirst, orderBy: [['created_at', 'asc']] }], only)).toHaveLength(1);
  });

  it('derives every sort of a scoped or filtered console list, so a new sortable column is checked', () => {
    const queries = adminListQueries({
      things: { collection: 'partners', scope: { partner_type: 'x' }, sortable: ['website_url'] },
      rows: { collection: 'event_rsvp', sortable: ['email'], filters: ['event_id'] },
    });
    expect(queries.map((q) => [q.equals, q.orderBy])).toEqual([
      [['partner_type'], [['website_url', 'asc']]],
      [['partner_type'], [['website_url', 'desc']]],
      [[], [['email', 'asc']]],
      [[], [['email', 'desc']]],
      [['event_id'], [['email', 'asc']]],
      [['event_id'], [['email', 'desc']]],
    ]);
    expect(unserved(queries)).toHaveLength(4);
  });

  it('wants an array-contains field indexed as CONTAINS, not as an ordered field', () => {
    const search: QuerySpec = {
      who: '',
      collection: 'leads',
      contains: ['search_tokens'],
      orderBy: [['created_at', 'desc']],
    };
    expect(needsComposite(search)).toBe(true);
    const served = servingIndex(search);
    expect(served?.fields.map((f) => f.arrayConfig ?? f.order)).toEqual(['CONTAINS', 'DESCENDING']);
    const asOrdered = {
      ...served!,
      fields: [{ fieldPath: 'search_tokens', order: 'ASCENDING' as const }, served!.fields[1]!],
    };
    expect(unserved([search], [asOrdered])).toEqual([search]);
  });

  it('recognises what needs a composite index', () => {
    expect(needsComposite({ who: '', collection: 'x', equals: ['a', 'b'] })).toBe(false);
    expect(needsComposite({ who: '', collection: 'x', inequality: 'a', orderBy: [['a', 'desc']] })).toBe(
      false,
    );
    expect(needsComposite({ who: '', collection: 'x', equals: ['a'], orderBy: [['b', 'asc']] })).toBe(true);
    // `!= null` with an equality orders by the inequality field: a composite index like any sort.
    expect(needsComposite({ who: '', collection: 'x', equals: ['a'], inequality: 'b' })).toBe(true);
    expect(
      needsComposite({
        who: '',
        collection: 'x',
        orderBy: [
          ['a', 'asc'],
          ['b', 'asc'],
        ],
      }),
    ).toBe(true);
  });
});
