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

/**
 * The cached value for `key`, else `load()`'s, kept `ttlMs` from when the read began (so a change
 * made during the read is seen by the next one). An undefined result is not kept.
 */
export async function readThrough<K, V>(cache: ExpiringCache<K, V>, key: K, ttlMs: number, load: () => Promise<V>): Promise<V> {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const readAt = Date.now();
  const value = await load();
  if (value === undefined) cache.delete(key);
  else cache.set(key, value, readAt + ttlMs);
  return value;
}
