import { DocumentReference, GeoPoint, Timestamp } from 'firebase-admin/firestore';

/** A stored document as JSON: timestamps become ISO strings, references their paths, nested values alike. */
export function plainValues(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof DocumentReference) return value.path;
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude };
  if (Array.isArray(value)) return value.map(plainValues);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plainValues(inner)]));
  }
  return value;
}
