import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/lib/emulators';
import { QUERIES } from './queries';
import type { QuerySpec } from './queries';

// The emulator serves any query without an index; production refuses one that needs a missing composite
// index. This checks each known query against firestore.indexes.json instead.

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
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
  return (query.equals?.length ?? 0) > 0 || new Set(sort.map((f) => f.fieldPath)).size > 1;
}

/** The index serving a query: its equality fields in any order, then exactly the sort fields. */
export function servingIndex(query: QuerySpec): Index | undefined {
  const equals = new Set(query.equals ?? []);
  const sort = ordering(query);
  return indexes.find((index) => {
    if (index.collectionGroup !== query.collection || index.fields.length !== equals.size + sort.length) {
      return false;
    }
    const head = index.fields.slice(0, equals.size);
    const tail = index.fields.slice(equals.size);
    return (
      head.every((f) => equals.has(f.fieldPath)) &&
      tail.every((f, i) => f.fieldPath === sort[i]!.fieldPath && f.order === sort[i]!.order)
    );
  });
}

const describeIndex = (index: Index) =>
  `${index.collectionGroup}(${index.fields.map((f) => `${f.fieldPath} ${f.order === 'DESCENDING' ? 'desc' : 'asc'}`).join(', ')})`;

describe('firestore.indexes.json serves every query', () => {
  it.each(QUERIES.map((query) => [query.who, query] as const))('%s', (_who, query) => {
    if (!needsComposite(query)) return;
    const index = servingIndex(query);
    expect(index, `no composite index for ${JSON.stringify(query)}`).toBeDefined();
  });

  it('lists each query with the index serving it', () => {
    const lines = QUERIES.map((q) => {
      const served = needsComposite(q) ? describeIndex(servingIndex(q)!) : 'single-field indexes';
      return `${q.who.padEnd(70)} → ${served}`;
    });
    const used = new Set(QUERIES.filter(needsComposite).map((q) => servingIndex(q)));
    const unused = indexes.filter((index) => !used.has(index)).map(describeIndex);
    console.log(
      `${lines.join('\n')}${unused.length ? `\nindexes no listed query uses: ${unused.join('; ')}` : ''}`,
    );
    expect(lines).toHaveLength(QUERIES.length);
  });

  it('recognises what needs a composite index', () => {
    expect(needsComposite({ who: '', collection: 'x', equals: ['a', 'b'] })).toBe(false);
    expect(needsComposite({ who: '', collection: 'x', inequality: 'a', orderBy: [['a', 'desc']] })).toBe(
      false,
    );
    expect(needsComposite({ who: '', collection: 'x', equals: ['a'], orderBy: [['b', 'asc']] })).toBe(true);
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
