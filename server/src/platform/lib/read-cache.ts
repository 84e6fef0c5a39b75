import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.ts';

export interface ReadCacheOptions {
  /** Longest a copy is served, whatever the version says (signed URLs inside it age). */
  maxAgeMs: number;
  /** Bound on the JSON text held, in UTF-16 code units (about bytes for this ASCII-heavy JSON). */
  maxChars: number;
  now?: () => number;
}

export interface ReadCache {
  /**
   * The JSON text of a seller's read: the copy made at the seller's current data version when
   * there is one (and it is younger than maxAgeMs), else `compute()` serialized by `serialize`
   * and kept. `key` names the read (the request URL with its query).
   */
  json(db: Queryable, sellerId: string, key: string, compute: () => Promise<unknown>, serialize: (value: unknown) => string): Promise<string>;
  /** Copies held now. */
  readonly size: number;
}

interface Entry {
  version: number;
  at: number;
  body: string;
}

/** The seller's data version (migration 008): raised by every change to the rows the reads show. */
async function sellerDataVersion(db: Queryable, sellerId: string): Promise<number> {
  const [row] = await db.query<{ version: number }>(`SELECT version FROM seller_data_versions WHERE seller_id = $1`, [sellerId]);
  return Number(row?.version ?? 0);
}

/**
 * Keeps the JSON of a seller's hot reads (order and product lists, the dashboard) until the
 * seller's data changes. The version is read before the data, so a copy is never labelled with
 * a version newer than the rows it shows; a change committed in between only costs one more
 * computation. The version lives in the database, so replicas see each other's writes.
 */
export function createReadCache(opts: ReadCacheOptions): ReadCache {
  const now = opts.now ?? Date.now;
  // Oldest first (a Map keeps insertion order): a hit is moved to the end, eviction takes the front.
  const entries = new Map<string, Entry>();
  // A burst of requests for the same read at the same version computes it once.
  const inFlight = new Map<string, { version: number; body: Promise<string> }>();
  let chars = 0;

  function drop(k: string) {
    const e = entries.get(k);
    if (!e) return;
    chars -= e.body.length;
    entries.delete(k);
  }

  function keep(k: string, entry: Entry) {
    const current = entries.get(k);
    // A slower computation at an older version must not replace a newer copy.
    if (current && current.version > entry.version) return;
    drop(k);
    if (entry.body.length > opts.maxChars / 4) return;
    entries.set(k, entry);
    chars += entry.body.length;
    while (chars > opts.maxChars) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
    }
  }

  return {
    async json(db, sellerId, key, compute, serialize) {
      const k = `${sellerId} ${key}`;
      const version = await sellerDataVersion(db, sellerId);
      const hit = entries.get(k);
      if (hit && hit.version === version && now() - hit.at < opts.maxAgeMs) {
        entries.delete(k);
        entries.set(k, hit);
        return hit.body;
      }
      const running = inFlight.get(k);
      if (running && running.version === version) return running.body;
      const at = now();
      const body = compute().then(serialize);
      inFlight.set(k, { version, body });
      try {
        const text = await body;
        keep(k, { version, at, body: text });
        return text;
      } finally {
        if (inFlight.get(k)?.body === body) inFlight.delete(k);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

/** No caching: every read computed afresh (READ_CACHE=0, and to measure the uncached path). */
export const noReadCache: ReadCache = {
  json: async (_db, _sellerId, _key, compute, serialize) => serialize(await compute()),
  size: 0,
};

/**
 * Tables kept by triggers on another table (migrations 002, 003): they change only in the statement
 * that changes their source, whose own trigger raises the version.
 */
export const SUMMARY_TABLES: Readonly<Record<string, string>> = {
  order_stats: 'orders',
  order_customer_stats: 'orders',
  product_stats: 'products',
};

/**
 * A cached read and every table its answer is built from. A copy is current while the seller's data
 * version stands, so each of these tables (or, for a summary table, its source) must raise that
 * version on every change: test/platform/lib/cache-dependencies.test.ts checks the triggers, and that a
 * read's queries touch no table it does not declare.
 */
export interface CachedRead {
  readonly name: string;
  readonly tables: readonly string[];
}

const declaredReads: CachedRead[] = [];

/** Declares a cached read; routes call it beside the handler that serves it. */
export function cachedRead(name: string, tables: readonly string[]): CachedRead {
  const read = { name, tables };
  declaredReads.push(read);
  return read;
}

/** Every cached read declared by the routes loaded so far. */
export function declaredCachedReads(): readonly CachedRead[] {
  return declaredReads;
}

/**
 * Answers a seller's GET from the read cache (request.url, query included, names the copy); the
 * route's own 200 schema serializes what `compute` returns, as it would without the cache. `read`
 * says which tables the answer depends on; `asOf` names anything else it depends on (today's date,
 * for what is overdue), so a new day computes it again.
 */
export async function replyCached(
  request: FastifyRequest,
  reply: FastifyReply,
  read: CachedRead,
  sellerId: string,
  compute: () => Promise<unknown>,
  asOf = '',
) {
  const { readCache, db } = request.server;
  const body = await readCache.json(db, sellerId, `${read.name} ${asOf} ${request.url}`, compute, (value) => String(reply.serialize(value)));
  return reply.type('application/json; charset=utf-8').send(body);
}
