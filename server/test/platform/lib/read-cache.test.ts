import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Queryable } from '../../../src/platform/db/index.ts';
import { createReadCache } from '../../../src/platform/lib/read-cache.ts';

/** A database whose only answer is each seller's data version, set by the test. */
function versions(initial: Record<string, number> = {}) {
  const v = { ...initial };
  const db: Queryable = {
    query: async <T>(_sql: string, params: readonly unknown[] = []) => [{ version: v[String(params[0])] ?? 0 }] as T[],
  };
  return { db, v };
}

function counter() {
  let n = 0;
  return {
    compute: async () => ({ n: ++n }),
    get calls() {
      return n;
    },
  };
}

const json = (value: unknown) => JSON.stringify(value);

describe('read cache', () => {
  test('one computation per seller, read and data version; a new version computes afresh', async () => {
    const { db, v } = versions({ a: 1, b: 1 });
    const cache = createReadCache({ maxAgeMs: 60_000, maxChars: 1_000_000 });
    const c = counter();
    assert.equal(await cache.json(db, 'a', '/orders', c.compute, json), '{"n":1}');
    assert.equal(await cache.json(db, 'a', '/orders', c.compute, json), '{"n":1}');
    assert.equal(c.calls, 1);
    // Another seller, or another query, is another read.
    assert.equal(await cache.json(db, 'b', '/orders', c.compute, json), '{"n":2}');
    assert.equal(await cache.json(db, 'a', '/orders?page=2', c.compute, json), '{"n":3}');
    v.a = 2;
    assert.equal(await cache.json(db, 'a', '/orders', c.compute, json), '{"n":4}');
    assert.equal(await cache.json(db, 'a', '/orders', c.compute, json), '{"n":4}');
    assert.equal(await cache.json(db, 'b', '/orders', c.compute, json), '{"n":2}');
    assert.equal(c.calls, 4);
  });

  test('a copy older than maxAgeMs is computed again', async () => {
    const { db } = versions();
    let now = 1_000;
    const cache = createReadCache({ maxAgeMs: 60_000, maxChars: 1_000_000, now: () => now });
    const c = counter();
    await cache.json(db, 'a', '/products', c.compute, json);
    now += 59_999;
    assert.equal(await cache.json(db, 'a', '/products', c.compute, json), '{"n":1}');
    now += 1;
    assert.equal(await cache.json(db, 'a', '/products', c.compute, json), '{"n":2}');
  });

  test('simultaneous misses compute once; a failed computation is not kept', async () => {
    const { db } = versions();
    const cache = createReadCache({ maxAgeMs: 60_000, maxChars: 1_000_000 });
    let calls = 0;
    let fail = true;
    const compute = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 20));
      if (fail) throw new Error('database unavailable');
      return { ok: calls };
    };
    const first = await Promise.allSettled([1, 2, 3].map(() => cache.json(db, 'a', '/overview', compute, json)));
    assert.equal(calls, 1);
    assert.ok(first.every((r) => r.status === 'rejected' && /database unavailable/.test(String(r.reason))));
    fail = false;
    const second = await Promise.all([1, 2, 3].map(() => cache.json(db, 'a', '/overview', compute, json)));
    assert.deepEqual(second, ['{"ok":2}', '{"ok":2}', '{"ok":2}']);
    assert.equal(calls, 2);
  });

  test('holds at most maxChars, dropping the least recently used copies', async () => {
    const { db } = versions();
    const cache = createReadCache({ maxAgeMs: 60_000, maxChars: 410 });
    const body = (key: string) => async () => ({ key, pad: 'x'.repeat(80) });
    for (const key of ['/1', '/2', '/3', '/4']) await cache.json(db, 'a', key, body(key), json);
    assert.equal(cache.size, 4);
    await cache.json(db, 'a', '/1', body('/1'), json); // used again: now the newest
    await cache.json(db, 'a', '/5', body('/5'), json);
    assert.equal(cache.size, 4);
    let recomputed = 0;
    const probe = (key: string) => async () => {
      recomputed += 1;
      return { key, pad: 'x'.repeat(80) };
    };
    await cache.json(db, 'a', '/1', probe('/1'), json);
    assert.equal(recomputed, 0, 'the recently used copy stayed');
    await cache.json(db, 'a', '/2', probe('/2'), json);
    assert.equal(recomputed, 1, 'the least recently used copy went');
    // A body over a quarter of the budget is served but never kept.
    const big = counter();
    const huge = async () => ({ n: await big.compute(), pad: 'y'.repeat(200) });
    await cache.json(db, 'a', '/big', huge, json);
    await cache.json(db, 'a', '/big', huge, json);
    assert.equal(big.calls, 2);
  });
});
