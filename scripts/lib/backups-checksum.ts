import { createHash } from 'node:crypto';
import { DocumentReference, GeoPoint, Timestamp, type DocumentData } from 'firebase-admin/firestore';

// A fingerprint of Firestore documents that changes when any field does: each document's fields as canonical JSON
// (every value tagged with its type, map keys sorted, a Timestamp as seconds and nanoseconds), hashed with its
// path, and the hashes combined in path order. The restore drill compares it before and after.

type Canonical = (string | number | boolean | Canonical)[];

/** One value, tagged by type so that no two different values (a Timestamp and a map like it) encode alike. */
export function canonicalValue(value: unknown): Canonical {
  if (value === null) return ['null'];
  if (typeof value === 'boolean') return ['bool', value];
  if (typeof value === 'string') return ['string', value];
  if (typeof value === 'number') {
    return Number.isInteger(value) && !Object.is(value, -0) ? ['int', value] : ['double', String(Object.is(value, -0) ? '-0' : value)];
  }
  if (value instanceof Timestamp) return ['timestamp', value.seconds, value.nanoseconds];
  if (value instanceof GeoPoint) return ['geopoint', value.latitude, value.longitude];
  if (value instanceof DocumentReference) return ['reference', value.path];
  if (value instanceof Uint8Array) return ['bytes', Buffer.from(value).toString('base64')];
  if (Array.isArray(value)) return ['array', value.map(canonicalValue)];
  if (typeof value === 'object' && value.constructor?.name === 'VectorValue') {
    return ['vector', (value as { toArray(): number[] }).toArray().map((n) => String(n))];
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return ['map', entries.map(([key, field]) => [key, canonicalValue(field)])];
  }
  throw new Error(`No canonical form for a Firestore value of type ${value?.constructor?.name ?? typeof value}`);
}

/** A stored document: its full path and fields, or null for a path that holds only subcollections. */
export interface StoredDoc {
  path: string;
  data: DocumentData | null;
}

export function docHash(doc: StoredDoc): string {
  const fields = doc.data === null ? ['none'] : canonicalValue(doc.data);
  return createHash('sha256').update(`${doc.path}\n${JSON.stringify(fields)}`).digest('hex');
}

export interface CollectionSummary {
  /** Documents directly in the collection. */
  count: number;
  /** Documents in its subcollections, at any depth. */
  nested: number;
  checksum: string;
}

/** The count and checksum of one collection's documents (its subcollections' included). */
export function summarize(collection: string, docs: readonly StoredDoc[]): CollectionSummary {
  const sorted = [...docs].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const hash = createHash('sha256');
  for (const doc of sorted) hash.update(`${docHash(doc)}\n`);
  const depth = collection.split('/').length + 1;
  const direct = sorted.filter((doc) => doc.data !== null && doc.path.split('/').length === depth).length;
  return {
    count: direct,
    nested: sorted.filter((doc) => doc.data !== null).length - direct,
    checksum: hash.digest('hex'),
  };
}
