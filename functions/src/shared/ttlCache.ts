/**
 * A per-instance memo with an expiry, for public endpoints whose answer is the same for every visitor: within
 * `ttlMs` a key is answered from memory, so requests the CDN lets through (an extra query string, the
 * function's own URL) cost no Firestore reads. Concurrent misses share one load; a failed load is not kept,
 * nor a value `keep` refuses. At most `max` keys are held, the oldest dropped first.
 */
export function ttlCache<V>({
  ttlMs,
  max = 500,
  now = Date.now,
  keep = () => true,
}: {
  ttlMs: number;
  max?: number;
  /** Whether a loaded value may be answered from memory; one it refuses is loaded again next time. */
  keep?: (value: V) => boolean;
  /** The clock; tests pass a fake one. */
  now?: () => number;
}) {
  const entries = new Map<string, { at: number; value: Promise<V> }>();

  return function cached(key: string, load: () => Promise<V>): Promise<V> {
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    entries.delete(key);
    if (entries.size >= max) entries.delete(entries.keys().next().value!);
    const value = load();
    entries.set(key, { at: now(), value });
    const forget = () => {
      if (entries.get(key)?.value === value) entries.delete(key);
    };
    value.then((loaded) => keep(loaded) || forget(), forget);
    return value;
  };
}
