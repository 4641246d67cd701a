import {
  FieldValue as SdkFieldValue,
  Timestamp as SdkTimestamp,
  deleteField as sdkDeleteField,
  serverTimestamp as sdkServerTimestamp,
} from 'firebase/firestore';
import {
  Timestamp,
  addDoc as liteAddDoc,
  deleteField,
  serverTimestamp,
  setDoc as liteSetDoc,
  updateDoc as liteUpdateDoc,
  writeBatch as liteWriteBatch,
} from 'firebase/firestore/lite';
import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  Firestore,
} from 'firebase/firestore/lite';

// The client the rules suites talk through: firebase/firestore/lite, one request per call, as the public site
// uses. A full-SDK client opens its own streaming channels before its first answer, and the matrix opened 30
// of them for each of its 44 targets: that setup, not the rules, took most of the file's time. The rules judge
// the same reads and writes either way. The shared fixtures (rules-fixtures.ts, also used with the full SDK
// elsewhere) hold the full SDK's values; writes here turn them into lite's.

export {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  terminate,
  where,
} from 'firebase/firestore/lite';
export type { DocumentData, Firestore, Query } from 'firebase/firestore/lite';

/** `value` with the full SDK's timestamps and sentinels replaced by lite's, at any depth. */
export function toLite<T>(value: T): T {
  if (value instanceof SdkTimestamp) return new Timestamp(value.seconds, value.nanoseconds) as T;
  if (value instanceof SdkFieldValue) {
    if (value.isEqual(sdkServerTimestamp())) return serverTimestamp() as T;
    if (value.isEqual(sdkDeleteField())) return deleteField() as T;
    throw new Error(`No lite counterpart for ${String(value)}`);
  }
  if (Array.isArray(value)) return value.map((item) => toLite(item as unknown)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, toLite(item as unknown)]),
    ) as T;
  }
  return value;
}

export const setDoc = (ref: DocumentReference, data: DocumentData) => liteSetDoc(ref, toLite(data));
export const updateDoc = (ref: DocumentReference, data: DocumentData) => liteUpdateDoc(ref, toLite(data));
export const addDoc = (ref: CollectionReference, data: DocumentData) => liteAddDoc(ref, toLite(data));

/** A write batch whose `set` takes the fixtures' values too. */
export function writeBatch(db: Firestore) {
  const batch = liteWriteBatch(db);
  const wrapped = {
    set(ref: DocumentReference, data: DocumentData) {
      batch.set(ref, toLite(data));
      return wrapped;
    },
    commit: () => batch.commit(),
  };
  return wrapped;
}
