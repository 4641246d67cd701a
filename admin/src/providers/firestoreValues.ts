import { Timestamp } from 'firebase/firestore';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Firestore → react-admin: every Timestamp, however deep, becomes a Date so inputs and fields can use it. */
export function fromFirestore(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(fromFirestore);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromFirestore(item)]));
  }
  return value;
}

/**
 * react-admin → Firestore. Dates become Timestamps and `undefined` keys are dropped (Firestore rejects them);
 * sentinels such as serverTimestamp() are class instances, not plain objects, so they pass through untouched.
 */
export function toFirestore(value: unknown): unknown {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(toFirestore);
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => [key, toFirestore(item)]),
    );
  }
  return value;
}

/** A document's fields without the `id` react-admin keeps on every record (the id is the document's name). */
export function documentData(record: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, ...data } = record;
  return toFirestore(data) as Record<string, unknown>;
}
