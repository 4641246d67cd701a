/**
 * A record's date as react-admin may hold it: a Date from the dataProvider, or its ISO string once a save has put
 * the record back in the cache (react-admin's updateCache clones the saved record through JSON). Null otherwise.
 */
export function recordDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
