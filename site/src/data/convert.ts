/** What the converters read a field from: a document, or a document as a page in one language shows it. */
export interface Fields {
  get(field: string): unknown;
}

/** Firestore Timestamps become Dates at the edge of the data layer; components never see SDK types. */
export function dateField(doc: Fields, field: string): Date | null {
  const value: unknown = doc.get(field);
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    return (value as { toDate(): Date }).toDate();
  }
  return null;
}

export function textField(doc: Fields, field: string): string {
  const value: unknown = doc.get(field);
  return typeof value === 'string' ? value : '';
}

export function optionalTextField(doc: Fields, field: string): string | null {
  const value: unknown = doc.get(field);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A list of strings; anything else in it (or no list at all) is left out. */
export function textListField(doc: Fields, field: string): string[] {
  const value: unknown = doc.get(field);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
