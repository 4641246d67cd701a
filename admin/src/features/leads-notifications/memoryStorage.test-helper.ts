import type { KeyValueStorage } from './leadNotifier';

/** A Storage stand-in that survives a "reload" when the same instance is passed to a new notifier. */
export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
  };
}
