import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app.ts';
import { addNotification } from '../../../src/modules/notifications/queries/notifications.ts';
import { STREAMS_PER_USER, TOO_MANY_STREAMS } from '../../../src/modules/notifications/routes/events.ts';
import { DRIVERS, appWithSellers, bearer, createDatabase, json, registerSeller, sessionOf, tempDir, type Session, type TestContext } from '../../helpers.ts';
import { addProduct, addRetailer } from '../../support/catalog.ts';

interface Frame {
  id?: string;
  event: string;
  data: string;
}

/** A reader of GET /api/events over a real socket: frames as the browser would see them. */
interface EventStream {
  status: number;
  /** The next frame that is not `ready` (or, with `event`, the next of that kind); fails after 5 s. */
  next(event?: string): Promise<Frame>;
  /** Every frame up to and including the first `event`. */
  until(event: string): Promise<Frame[]>;
  /** Resolves when the server ends the stream; fails after `timeoutMs`. */
  ended(timeoutMs: number): Promise<void>;
  close(): void;
}

async function openStream(base: string, s: Session, lastEventId?: string, query = ''): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events${query}`, {
    headers: { ...bearer(s), accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  let wake: (() => void) | undefined;
  let buffer = '';
  let ended = false;
  if (res.ok && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const frame: Frame = { event: 'message', data: '' };
            let hasData = false;
            for (const line of block.split('\n')) {
              const [field, ...rest] = line.split(': ');
              const value = rest.join(': ');
              if (field === 'id') frame.id = value;
              else if (field === 'event') frame.event = value;
              else if (field === 'data') [frame.data, hasData] = [value, true];
            }
            if (hasData) frames.push(frame);
            wake?.();
          }
        }
      } catch {
        /* aborted */
      } finally {
        ended = true;
        wake?.();
      }
    })();
  }
  const take = async (match: (f: Frame) => boolean): Promise<Frame[]> => {
    // Generous: on a 2-core machine running other test files, a NOTIFY can take seconds to arrive.
    const deadline = Date.now() + 15_000;
    const seen: Frame[] = [];
    for (;;) {
      while (frames.length > 0) {
        const f = frames.shift()!;
        seen.push(f);
        if (match(f)) return seen;
      }
      if (ended) throw new Error(`the stream ended; frames: ${JSON.stringify(seen)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame within 15 s; frames: ${JSON.stringify(seen)}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, left).unref();
      });
    }
  };
  return {
    status: res.status,
    async next(event) {
      const seen = await take((f) => (event ? f.event === event : f.event !== 'ready'));
      return seen[seen.length - 1]!;
    },
    until: (event) => take((f) => f.event === event),
    async ended(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!ended) {
        if (Date.now() > deadline) throw new Error(`the stream was still open after ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 100).unref();
        });
      }
    },
    close: () => controller.abort(),
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

for (const driver of DRIVERS) {
  describe(`live events (${driver})`, () => {
    let ctx: TestContext;
    let a: Session;
    let b: Session;
    let unverified: Session;
    let base: string;
    let product: string;
    let retailer: string;
    before(async () => {
      [ctx, a, b, unverified] = await appWithSellers(driver, ['verified', 'verified', 'unverified']);
      product = await addProduct(ctx, a, { sku: 'UREA-50', name: 'Urea 50kg Bag', stock: 500 });
      retailer = await addRetailer(ctx, a, 'Madina Khad Store');
      base = await listen(ctx.app);
    });
    after(async () => ctx.close());

    const newOrder = async (s: Session, productId: string, retailerId: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/seller/orders',
        headers: bearer(s),
        payload: { retailerId, lines: [{ productId, quantity: 2 }] },
      });
      assert.equal(res.statusCode, 201, res.body);
      return json<{ data: { order: { _id: string } } }>(res).data.order._id;
    };

    test('a change reaches the open stream as its kind, with an id; another company’s changes never do', async () => {
      const stream = await openStream(base, a);
      assert.equal(stream.status, 200);
      const ready = await stream.next('ready');
      assert.match(ready.id ?? '', /^\d+$/);
      // Another company's order first: events reach a listener in commit order, so had it leaked,
      // it would come before a's own.
      const theirProduct = await addProduct(ctx, b, { sku: 'B-1', stock: 10 });
      await newOrder(b, theirProduct, await addRetailer(ctx, b, 'Their Store'));
      await addNotification(ctx.app.db, a.sellerId, { kind: 'account', title: 'Hello', message: 'A message for a', type: 'System' });
      const first = await stream.next();
      assert.equal(first.event, 'notifications');
      assert.deepEqual(JSON.parse(first.data), { topic: 'notifications' });
      assert.ok(Number(first.id) > Number(ready.id));

      // A new order also raises its notification: each kind comes as its own event.
      await newOrder(a, product, retailer);
      assert.equal((await stream.next('orders')).event, 'orders');
      await ctx.app.db.query('UPDATE products SET stock_quantity = 450 WHERE id = $1', [product]);
      assert.equal((await stream.next('products')).event, 'products');
      stream.close();
    });

    test('a dropped stream resumes with Last-Event-ID and gets what it missed; one away too long is told to refetch', async () => {
      const stream = await openStream(base, a);
      const ready = await stream.next('ready');
      stream.close();
      await newOrder(a, product, retailer);
      await addNotification(ctx.app.db, a.sellerId, { kind: 'account', title: 'Missed', message: 'While away', type: 'System' });

      const resumed = await openStream(base, a, ready.id);
      const replayed = await resumed.until('ready');
      // The order, its "new order" notification, then the one added: in the order they were written.
      assert.deepEqual(
        replayed.map((f) => f.event),
        ['orders', 'notifications', 'notifications', 'ready'],
      );
      assert.equal(replayed[3]!.id, replayed[2]!.id, 'ready names the newest event sent');
      resumed.close();

      // Pruned past the point it left: nothing to replay from, so it refetches everything.
      await ctx.app.db.query('DELETE FROM live_events WHERE seller_id = $1 AND seq < (SELECT max(seq) FROM live_events WHERE seller_id = $1)', [a.sellerId]);
      const late = await openStream(base, a, ready.id);
      assert.deepEqual(
        (await late.until('ready')).map((f) => f.event),
        ['resync', 'ready'],
      );
      late.close();
    });

    test('a tab’s first stream that says how old its data is gets what changed since, and only that', async () => {
      // Everything so far happened three minutes ago; one notification comes now.
      await ctx.app.db.query(`UPDATE live_events SET created_at = now() - interval '3 minutes'`);
      await addNotification(ctx.app.db, a.sellerId, { kind: 'account', title: 'Meanwhile', message: 'While the page settled', type: 'System' });
      const [latest] = await ctx.app.db.query<{ id: string }>('SELECT max(seq)::text AS id FROM live_events WHERE seller_id = $1', [a.sellerId]);
      const newest = latest!.id;

      const caughtUp = await openStream(base, a, undefined, '?since=60000');
      const frames = await caughtUp.until('ready');
      assert.deepEqual(
        frames.map((f) => [f.event, f.id]),
        [
          ['notifications', newest],
          ['ready', newest],
        ],
      );
      caughtUp.close();

      // Without it, a new stream starts from now; a resumed one goes by its Last-Event-ID alone.
      const fresh = await openStream(base, a);
      assert.deepEqual(
        (await fresh.until('ready')).map((f) => f.event),
        ['ready'],
      );
      fresh.close();
      const resumed = await openStream(base, a, newest, '?since=600000');
      assert.deepEqual(
        (await resumed.until('ready')).map((f) => f.event),
        ['ready'],
      );
      resumed.close();

      for (const bad of ['?since=600001', '?since=-1', '?since=soon']) {
        const res = await fetch(`${base}/api/events${bad}`, { headers: bearer(a) });
        assert.equal(res.status, 400, bad);
      }
    });

    test('a member hears only of notifications their role may see; an unverified company only of notifications', async () => {
      // Seller b's only member becomes a viewer: payments notifications are not theirs.
      await ctx.app.db.query(`UPDATE team_members SET role = 'viewer' WHERE user_id = $1`, [b.userId]);
      ctx.app.forgetUser(b.userId);
      const viewer = await openStream(base, b);
      await viewer.next('ready');
      await addNotification(ctx.app.db, b.sellerId, {
        kind: 'invoice_overdue',
        title: 'Invoice overdue',
        message: 'For finance',
        type: 'Payment',
        area: 'payments',
      });
      await addNotification(ctx.app.db, b.sellerId, { kind: 'account', title: 'For all', message: 'Everyone', type: 'System' });
      const [forAll] = await ctx.app.db.query<{ id: number }>(`SELECT max(seq) AS id FROM live_events WHERE seller_id = $1`, [b.sellerId]);
      assert.equal((await viewer.next()).id, String(forAll?.id));
      viewer.close();

      const pending = await openStream(base, unverified);
      await pending.next('ready');
      await addProduct(ctx, unverified, { sku: 'U-1', stock: 1 });
      await addNotification(ctx.app.db, unverified.sellerId, { kind: 'account', title: 'Documents', message: 'Upload', type: 'Document' });
      assert.equal((await pending.next()).event, 'notifications');
      pending.close();
    });

    test('signed-in members only, and a bounded number of streams each', async () => {
      assert.equal((await fetch(`${base}/api/events`)).status, 401);
      const member = await registerSeller(ctx.app, { verified: true });
      const open: EventStream[] = [];
      for (let i = 0; i < STREAMS_PER_USER; i += 1) open.push(await openStream(base, member));
      assert.ok(open.every((s) => s.status === 200));
      const refused = await fetch(`${base}/api/events`, { headers: bearer(member) });
      assert.equal(refused.status, 429);
      assert.equal(((await refused.json()) as { message: string }).message, TOO_MANY_STREAMS);
      for (const s of open) s.close();
    });

    test('a wave of streams sent at once, catching up with since=, gets the cap and 429s, never more', async () => {
      const member = await registerSeller(ctx.app, { verified: true });
      // Each has to read the database before it is under way: the window a count-then-claim left open.
      const wave = await Promise.all(Array.from({ length: 60 }, () => openStream(base, member, undefined, '?since=600000')));
      const codes = wave.map((s) => s.status);
      assert.equal(codes.filter((c) => c === 200).length, STREAMS_PER_USER, codes.join(','));
      assert.equal(codes.filter((c) => c === 429).length, 60 - STREAMS_PER_USER);
      for (const s of wave) s.close();
      // Closed streams give their places back.
      await waitFor(
        async () =>
          (await fetch(`${base}/api/events`, { headers: bearer(member), signal: AbortSignal.timeout(2000) }).then((r) => (r.body?.cancel(), r.status))) === 200,
      );
    });

    test('a stream ends when the access token it was opened with expires', async () => {
      const member = await registerSeller(ctx.app, { verified: true });
      const session = {
        ...member,
        token: await ctx.app.tokens.signAccess({ userId: member.userId, sellerId: member.sellerId, sessionId: sessionOf(member.token) }, 2),
      };
      const stream = await openStream(base, session);
      await stream.next('ready');
      const started = Date.now();
      await stream.ended(8000);
      assert.ok(Date.now() - started < 8000);
    });

    test("the ids a seller sees are its own company's numbers: other companies' writes show in none of them", async () => {
      const [c, d] = [await registerSeller(ctx.app, { verified: true }), await registerSeller(ctx.app, { verified: true })];
      const first = await openStream(base, c);
      const ready = await first.until('ready');
      const startId = Number(ready.at(-1)!.id);
      // Another company writes a lot; this one writes once.
      for (let i = 0; i < 5; i += 1) await addProduct(ctx, d, { sku: `OTHER-${i}`, stock: 1 });
      await addProduct(ctx, c, { sku: 'OWN-1', stock: 1 });
      const own = await first.next('products');
      assert.equal(Number(own.id), startId + 1, 'the next number after its own newest');
      first.close();
      // A new stream starts from the company's newest number, whatever the others did since.
      for (let i = 0; i < 5; i += 1) await addProduct(ctx, d, { sku: `OTHER-B-${i}`, stock: 1 });
      const again = await openStream(base, c);
      assert.equal(Number((await again.until('ready')).at(-1)!.id), startId + 1);
      again.close();
      // An id from elsewhere (say, before the numbering) is no place to resume from: refetch all.
      const stranger = await openStream(base, c, String(startId + 1000));
      assert.deepEqual(
        (await stranger.until('ready')).map((f) => [f.event, f.id]),
        [
          ['resync', undefined],
          ['ready', String(startId + 1)],
        ],
      );
      stranger.close();
    });
  });
}

/** How long src/server.ts gives a stop before it gives up and exits 1. */
const SHUTDOWN_LIMIT_MS = 10_000;

for (const driver of DRIVERS) {
  describe(`stopping a server with open streams (${driver})`, () => {
    test('app.close() ends the open streams and finishes at once, not after the keep-alive timeout', async () => {
      const [ctx, seller] = await appWithSellers(driver, ['verified']);
      try {
        const base = await listen(ctx.app);
        const streams = [await openStream(base, seller), await openStream(base, seller)];
        for (const s of streams) await s.until('ready');
        // A tab closed earlier: its connection stays in the client's pool, idle.
        const dropped = await openStream(base, seller);
        await dropped.until('ready');
        dropped.close();
        await (await fetch(`${base}/api/health`)).text();
        const started = Date.now();
        await ctx.app.close();
        const took = Date.now() - started;
        for (const s of streams) await s.ended(1000);
        assert.ok(took < 2000, `app.close() took ${took} ms`);
      } finally {
        // Closing again is a no-op; this drops the database.
        await ctx.close();
      }
    });

    test('the server process stops on SIGTERM with a stream open, well within its limit, and exits 0', async () => {
      const dataDir = tempDir();
      const pgDb = driver === 'postgres' ? await createDatabase() : undefined;
      const webRoot = tempDir('agrihub-web-');
      try {
        // The member is made in-process, then the process serves the same database (a secret and
        // a session in it): the token stays good.
        const setup = await buildApp({ config: { dataDir, databaseUrl: pgDb?.url, webRoot, seedDemo: false, logLevel: 'silent' }, logger: false });
        const seller = await registerSeller(setup, { verified: true });
        await setup.close();
        const server = await startServerProcess({ DATA_DIR: dataDir, WEB_ROOT: webRoot, SEED_DEMO: '0', DATABASE_URL: pgDb?.url ?? '' });
        const stream = await openStream(server.base, seller);
        assert.equal(stream.status, 200);
        await stream.until('ready');
        const started = Date.now();
        const code = await server.stop();
        const took = Date.now() - started;
        await stream.ended(1000);
        assert.equal(code, 0, 'exit code 1 is the 10 s limit giving up');
        assert.ok(took < SHUTDOWN_LIMIT_MS / 4, `the process took ${took} ms to stop`);
      } finally {
        await pgDb?.drop();
      }
    });
  });
}

/** Polls `check` until it holds (at most 10 s). */
async function waitFor(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A free TCP port on this machine. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The server as production starts it (src/server.ts), in a process of its own, once it answers. */
async function startServerProcess(env: Record<string, string>): Promise<{ base: string; stop(): Promise<number | null> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: process.env.CHILD_LOG ?? 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the server process exited with ${child.exitCode}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 600) throw new Error('the server process did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

if (DRIVERS.includes('postgres')) {
  describe('live events across two API processes on one PostgreSQL database', () => {
    let first: FastifyInstance;
    let second: Awaited<ReturnType<typeof startServerProcess>>;
    let drop: () => Promise<void>;
    before(async () => {
      const db = await createDatabase();
      drop = db.drop;
      // Two processes of one deployment share the database and the configured secret.
      const jwtSecret = 'a-shared-secret-of-the-deployment-0123456789';
      const webRoot = tempDir('agrihub-web-');
      first = await buildApp({ config: { databaseUrl: db.url, dataDir: tempDir(), webRoot, seedDemo: false, logLevel: 'silent', jwtSecret }, logger: false });
      second = await startServerProcess({ DATABASE_URL: db.url, DATA_DIR: tempDir(), WEB_ROOT: webRoot, SEED_DEMO: '0', JWT_SECRET: jwtSecret });
    });
    after(async () => {
      await second.stop();
      await first.close();
      await drop();
    });

    test('a status change made on one process reaches a stream open on the other, through LISTEN/NOTIFY', async () => {
      const seller = await registerSeller(first, { verified: true });
      const stream = await openStream(second.base, seller);
      await stream.next('ready');
      const ctx = { app: first } as TestContext;
      const productId = await addProduct(ctx, seller, { sku: 'DAP-50', stock: 40 });
      const retailerId = await addRetailer(ctx, seller, 'Kisan Ghar');
      // The company's verification at sign-up may reach the other process's stream after it opened
      // (an 'account' event): wait for the product's own event, whatever comes first.
      assert.equal((await stream.next('products')).event, 'products');
      const created = await first.inject({
        method: 'POST',
        url: '/api/seller/orders',
        headers: bearer(seller),
        payload: { retailerId, lines: [{ productId, quantity: 2 }] },
      });
      assert.equal(created.statusCode, 201, created.body);
      assert.equal((await stream.next('orders')).event, 'orders');
      const id = json<{ data: { order: { _id: string } } }>(created).data.order._id;
      const moved = await first.inject({ method: 'PATCH', url: `/api/seller/orders/${id}/status`, headers: bearer(seller), payload: { status: 'Confirmed' } });
      assert.equal(moved.statusCode, 200, moved.body);
      assert.equal((await stream.next('orders')).event, 'orders');
      stream.close();
    });
  });
}
