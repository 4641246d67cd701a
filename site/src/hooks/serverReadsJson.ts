import type { ServerReads } from './readStore';

// The server's reads travel inside the page as JSON. Dates (every published_at) are tagged so they come back
// as Dates, and `<` is escaped so no value can close the <script> element that carries them.

const DATE_TAG = '$date';

export function encodeServerReads(reads: ServerReads): string {
  return JSON.stringify(reads, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.toISOString() } : value;
  }).replace(/</g, '\\u003c');
}

export function decodeServerReads(json: string): ServerReads {
  const reads: unknown = JSON.parse(json, (_key, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const tagged = (value as Record<string, unknown>)[DATE_TAG];
      if (typeof tagged === 'string' && Object.keys(value).length === 1) return new Date(tagged);
    }
    return value;
  });
  return reads && typeof reads === 'object' && !Array.isArray(reads) ? (reads as ServerReads) : {};
}
