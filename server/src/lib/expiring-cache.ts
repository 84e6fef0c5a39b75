/**
 * A Map of at most `max` entries, each served until its own expiry (a Date.now() instant); when
 * full, the oldest entry goes first. For the small per-process memos of the auth path.
 */
export interface ExpiringCache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V, expiresAt: number): void;
  delete(key: K): void;
}

export function createExpiringCache<K, V>(max: number): ExpiringCache<K, V> {
  const entries = new Map<K, { value: V; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > Date.now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value, expiresAt) {
      entries.delete(key);
      if (entries.size >= max) entries.delete(entries.keys().next().value as K);
      entries.set(key, { value, expiresAt });
    },
    delete(key) {
      entries.delete(key);
    },
  };
}
