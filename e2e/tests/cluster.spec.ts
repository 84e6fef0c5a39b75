import crypto from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_SELLER, E2E_PORT, NEW_SELLER } from '../support/env';
import { pdfFile } from '../support/documents';
import { LaunchedCluster, clusterUnavailable, createDatabase, isListening, isRunning } from '../support/cluster';
import { LoginPage } from '../pages/login-page';
import { DashboardPage } from '../pages/dashboard-page';
import { OrdersPage } from '../pages/orders-page';

/**
 * `npm run start:cluster` (issue 20): three API processes behind a real nginx against a fresh
 * database on the PostgreSQL server, started and stopped as a user does. Every process is asked
 * directly too (its own port), to prove what one wrote another reads.
 */
const CLUSTER_PORT = E2E_PORT + 20;
const BASE = `http://127.0.0.1:${CLUSTER_PORT}`;
const DOCUMENT_TYPE = 'Utility Bill of Business Address';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

let cluster: LaunchedCluster;
let database: Awaited<ReturnType<typeof createDatabase>> | undefined;

test.beforeAll(async () => {
  const missing = await clusterUnavailable();
  test.skip(missing !== undefined, `the cluster needs nginx and a PostgreSQL server: ${missing}`);
  test.setTimeout(240_000);
  database = await createDatabase();
  cluster = new LaunchedCluster(CLUSTER_PORT, database.url);
  await cluster.start();
});

test.afterAll(async () => {
  await cluster?.interrupt();
  await database?.drop();
});

const servedBy = (headers: Record<string, string>) => headers['x-served-by'] ?? '(nginx)';

async function signIn(request: APIRequestContext, base = BASE, user = DEMO_SELLER) {
  const res = await request.post(`${base}/api/auth/login`, { data: user });
  expect(res.status(), await res.text()).toBe(200);
  const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
  return { authorization: `Bearer ${token}` };
}

/** The balancer sends requests to `name` again (within 30 s): nine in a row reach every process. */
async function expectBackInRotation(request: APIRequestContext, headers: Record<string, string>, name: string) {
  await expect
    .poll(
      async () => {
        const seen = new Set<string>();
        for (let i = 0; i < 9; i++) seen.add(servedBy((await request.get('/api/auth/profile', { headers })).headers()));
        return seen.has(name);
      },
      { timeout: 30_000, message: `${name} answers through the balancer again` },
    )
    .toBe(true);
}

test("started together, the processes migrated and seeded the database once, and nginx serves the built apps itself with the API's security headers", async ({
  request,
}) => {
  expect([...cluster.processes.keys()].sort()).toEqual(['api-1', 'api-2', 'api-3']);
  const migrations = await database!.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
  const versions = await database!.query<{ n: number }>('SELECT count(DISTINCT version)::int AS n FROM schema_migrations');
  expect(migrations[0]?.n).toBe(versions[0]?.n);
  const sellers = await database!.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE email = 'seller@demo.pk'");
  expect(sellers[0]?.n, 'the demo seller exists once').toBe(1);

  const page = await request.get('/order-management');
  expect(page.status()).toBe(200);
  expect(page.headers()['x-served-by'], 'nginx answered, not an API process').toBeUndefined();
  expect(page.headers()['cache-control']).toBe('no-cache');
  const own = await request.get(`${cluster.process('api-1').url}/order-management`);
  for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy']) {
    expect(page.headers()[name], name).toBe(own.headers()[name]);
  }
  const html = await page.text();
  const script = /src="?\/?([^"\s>]+\.[0-9a-f]{10}\.js)/.exec(html)?.[1];
  expect(script, 'the shell names a content-hashed script').toBeTruthy();
  const asset = await request.get(`/${script}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(asset.headers()['content-encoding'], "the build's precompressed copy").toBe('gzip');
  expect(asset.headers()['content-type']).toContain('javascript');
  const manifest = await request.get('/mfe/orders/mf-manifest.json');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect((await request.get(`/${script}.map`)).status(), 'source maps stay private').toBe(404);
  expect((await request.get('/mfe/nothing/remoteEntry.js')).status()).toBe(404);
  expect((await request.get('/order-management/ORD-100001')).status(), "a page's path gets the shell").toBe(200);
  // The prerendered signed-out pages: an API process picks the language (server/src/platform/http/static.ts).
  const urdu = await request.get('/login', { headers: { 'accept-language': 'ur' } });
  expect(urdu.status()).toBe(200);
  expect(await urdu.text()).toContain('<html lang="ur" dir="rtl"');
  expect((await request.get('/signup')).headers()['vary']).toContain('accept-language');
  expect((await request.get('/prerendered/login.en.html')).status(), 'a prerendered file only by its page').toBe(404);
});

test('a user signs in through the balancer; the following requests land on every process and work, refresh included', async ({ page }) => {
  const seen = new Set<string>();
  const failures: string[] = [];
  page.on('response', (res) => {
    if (!res.url().includes('/api/')) return;
    seen.add(servedBy(res.headers()));
    if (res.status() >= 400) failures.push(`${res.status()} ${res.url()}`);
  });
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(DEMO_SELLER);
  await expect(new DashboardPage(page).title).toBeVisible();
  await new OrdersPage(page).open();
  await page.reload();
  await expect(new OrdersPage(page).orderCards.first()).toBeVisible();

  // The refresh cookie is good on any process, and each refresh's successor too.
  for (let i = 0; i < 6; i++) {
    const res = await page.request.post('/api/auth/refresh-token');
    expect(res.status(), await res.text()).toBe(200);
    seen.add(servedBy(res.headers()));
    const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
    const me = await page.request.get('/api/auth/profile', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(200);
    seen.add(servedBy(me.headers()));
  }
  expect([...seen].sort()).toEqual(['api-1', 'api-2', 'api-3']);
  expect(failures).toEqual([]);
});

test('a document uploaded through one process downloads whole through every other', async ({ request }) => {
  const headers = await signIn(request);
  const file = pdfFile('utility-bill.pdf', 200_000);
  const res = await request.post('/api/documents', { headers, multipart: { docType: DOCUMENT_TYPE, file } });
  expect(res.status(), await res.text()).toBe(201);
  const uploadedOn = servedBy(res.headers());
  const { fileUrl } = ((await res.json()) as { data: { document: { fileUrl: string } } }).data.document;
  for (const proc of cluster.processes.values()) {
    const dl = await request.get(`${proc.url}${fileUrl}`);
    expect(dl.status(), `${proc.name} (uploaded on ${uploadedOn})`).toBe(200);
    expect(Buffer.compare(await dl.body(), file.buffer), `${proc.name} sends the same bytes`).toBe(0);
  }
  const rows = await database!.query<{ n: number }>('SELECT count(*)::int AS n FROM file_contents');
  expect(rows[0]?.n, 'the files live in the database').toBeGreaterThan(0);
});

test('a live event raised by a write on one process reaches a browser whose stream is on another', async ({ page, request }) => {
  const streams: string[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === '/api/events') streams.push(servedBy(res.headers()));
  });
  const headers = await signIn(request);
  const read = async <T>(path: string) => ((await (await request.get(`/api/seller/${path}`, { headers })).json()) as { data: T }).data;
  const { accounts } = await read<{ accounts: { _id: string }[] }>('retailer-accounts?standing=within_terms&pageSize=5');
  const { products } = await read<{ products: { _id: string; stockQuantity: number }[] }>('orders/product-options');
  const product = products.find((p) => p.stockQuantity >= 5);
  const placed = await request.post('/api/seller/orders', {
    headers,
    data: { retailerId: accounts[0]!._id, lines: [{ productId: product!._id, quantity: 1 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { order: { _id: string; orderNumber: string } } }).data.order;

  const login = new LoginPage(page);
  await login.open();
  await login.signIn(DEMO_SELLER);
  await expect(new DashboardPage(page).title).toBeVisible();
  const list = new OrdersPage(page);
  await list.open();
  await list.search.fill(order.orderNumber);
  await expect(list.orderStatus(order.orderNumber, 'Pending')).toBeVisible();
  await expect.poll(() => streams.length, { message: 'the live stream is open' }).toBeGreaterThan(0);
  const streamOn = streams[streams.length - 1]!;
  const other = [...cluster.processes.values()].find((p) => p.name !== streamOn)!;

  const moved = await request.patch(`${other.url}/api/seller/orders/${order._id}/status`, { headers, data: { status: 'confirmed' } });
  expect(moved.status(), await moved.text()).toBe(200);
  expect(servedBy(moved.headers())).toBe(other.name);
  await expect(list.orderStatus(order.orderNumber, 'Confirmed'), `written on ${other.name}, streamed from ${streamOn}`).toBeVisible({ timeout: 5000 });
});

test('a read one process keeps in its cache shows a change written through another at once', async ({ request }) => {
  const headers = await signIn(request);
  const [reader, writer] = [cluster.process('api-1'), cluster.process('api-2')];
  const pendingTotal = async () => {
    const res = await request.get(`${reader.url}/api/seller/orders?status=pending&pageSize=5`, { headers });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: { pagination: { total: number } } }).data.pagination.total;
  };
  const before = await pendingTotal();
  expect(await pendingTotal(), 'the second read is the cached copy').toBe(before);
  const read = async <T>(path: string) => ((await (await request.get(`${writer.url}/api/seller/${path}`, { headers })).json()) as { data: T }).data;
  const { accounts } = await read<{ accounts: { _id: string }[] }>('retailer-accounts?standing=within_terms&pageSize=5');
  const { products } = await read<{ products: { _id: string; stockQuantity: number }[] }>('orders/product-options');
  const product = products.find((p) => p.stockQuantity >= 5);
  const placed = await request.post(`${writer.url}/api/seller/orders`, {
    headers,
    data: { retailerId: accounts[0]!._id, lines: [{ productId: product!._id, quantity: 1 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  expect(await pendingTotal(), `placed on ${writer.name}, read on ${reader.name}`).toBe(before + 1);
});

test('the sign-in throttle counts failures on every process together', async ({ request }) => {
  const names = [...cluster.processes.values()];
  // Five wrong passwords, spread over the three processes directly.
  for (let i = 0; i < 5; i++) {
    const res = await request.post(`${names[i % names.length]!.url}/api/auth/login`, { data: { ...NEW_SELLER, password: 'Wrong@123' } });
    expect(res.status()).toBe(401);
  }
  // The sixth attempt, through the balancer and with the right password, is refused wherever it lands.
  const res = await request.post('/api/auth/login', { data: NEW_SELLER });
  expect(res.status(), await res.text()).toBe(429);
});

test('one process killed with SIGKILL during a write load: every write the portal sends is applied exactly once, reads never fail, and a write cut off is retried with the same key', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await signIn(request);
  const read = async <T>(path: string) => ((await (await request.get(`/api/seller/${path}`, { headers })).json()) as { data: T }).data;
  const { accounts } = await read<{ accounts: { _id: string }[] }>('retailer-accounts?standing=within_terms&pageSize=20');
  const { products } = await read<{ products: { _id: string; stockQuantity: number }[] }>('orders/product-options');
  const stocked = products.filter((p) => p.stockQuantity >= 5);
  const body = (i: number) => ({ retailerId: accounts[i % accounts.length]!._id, lines: [{ productId: stocked[i % stocked.length]!._id, quantity: 1 }] });
  const [{ n: ordersBefore = 0 } = {}] = await database!.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');

  /**
   * A write as the portal's API client sends it (shared/src/api/api-client.ts): with an
   * Idempotency-Key, sent once more with the same key after a 502, 503 or 504.
   */
  const write = async (i: number) => {
    const key = crypto.randomUUID();
    const send = () => request.post('/api/seller/orders', { headers: { ...headers, 'idempotency-key': key }, data: body(i), failOnStatusCode: false });
    let res = await send();
    const first = res.status();
    if ([502, 503, 504].includes(first)) {
      await new Promise((r) => setTimeout(r, 300));
      res = await send();
    }
    return { first, res };
  };

  const acknowledged: string[] = [];
  const retried: number[] = [];
  /** Retries answered "already saved": the killed process committed the write but died before storing its answer. */
  const savedAnswerLost: string[] = [];
  const failures: string[] = [];
  const readFailures: string[] = [];
  const victim = cluster.process('api-2');
  let n = 0;
  const deadline = Date.now() + 8000;
  let killed = false;
  const worker = async () => {
    while (Date.now() < deadline) {
      const i = n++;
      const { first, res } = await write(i);
      if (first !== 201) retried.push(first);
      const text = await res.text();
      if (res.status() === 201) acknowledged.push((JSON.parse(text) as { data: { order: { _id: string } } }).data.order._id);
      else if (first !== 201 && res.status() === 409 && text.includes('This change was already saved. Reload to see it.')) savedAnswerLost.push(text);
      else failures.push(`${res.status()} ${text}`);
      const list = await request.get('/api/seller/orders?pageSize=5', { headers, failOnStatusCode: false });
      if (list.status() !== 200) readFailures.push(`${list.status()} from ${servedBy(list.headers())}`);
      if (!killed && i >= 20) {
        killed = true;
        process.kill(victim.pid, 'SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  expect(killed).toBe(true);
  expect(acknowledged.length).toBeGreaterThan(30);

  expect(readFailures, 'nginx retries an idempotent request on another process').toEqual([]);
  // A write in flight on the killed process is cut off (nginx does not resend a POST it passed on);
  // the client's one retry with the same key lands on a live process, and the user sees nothing. In
  // the one case where the process had committed the write but died before storing its answer (a
  // window of one statement), the retry says "already saved" (409): the write is still applied once.
  expect(failures, 'every write succeeded, at most after one retry').toEqual([]);
  expect(retried.every((status) => status === 502)).toBe(true);
  expect(retried.length).toBeLessThanOrEqual(6);
  expect(savedAnswerLost.length).toBeLessThanOrEqual(retried.length);
  const found = await database!.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[])', [acknowledged]);
  expect(found[0]?.n, 'every acknowledged order is in the database').toBe(acknowledged.length);
  const [{ n: ordersAfter = 0 } = {}] = await database!.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
  expect(ordersAfter - ordersBefore, 'and no write was applied twice').toBe(acknowledged.length + savedAnswerLost.length);

  // The launcher starts the killed process again, and the balancer takes it back.
  await expect.poll(() => cluster.process('api-2').pid !== victim.pid, { timeout: 30_000 }).toBe(true);
  await expectBackInRotation(request, headers, 'api-2');
});

test('a process that stops answering is found by the health checks and replaced; reads meanwhile still answer', async ({ request }) => {
  test.setTimeout(90_000);
  const headers = await signIn(request);
  const stuck = cluster.process('api-3');
  // Stopped, not dead: its port still accepts connections, as a process stuck in a loop would.
  process.kill(stuck.pid, 'SIGSTOP');
  try {
    for (let i = 0; i < 6; i++) {
      const res = await request.get('/api/seller/orders?pageSize=5', { headers, timeout: 60_000 });
      expect(res.status()).toBe(200);
    }
    await expect.poll(() => cluster.process('api-3').pid !== stuck.pid, { timeout: 30_000, message: 'the launcher replaced it' }).toBe(true);
    expect(cluster.output.some((line) => /api-3 missed \d+ health checks in a row; replacing it/.test(line))).toBe(true);
  } finally {
    if (isRunning(stuck.pid)) process.kill(stuck.pid, 'SIGCONT');
  }
  await expectBackInRotation(request, headers, 'api-3');
});

test('Ctrl+C stops nginx and every API process it started', async () => {
  const pids = [...cluster.processes.values()].map((p) => p.pid);
  expect(pids.every(isRunning)).toBe(true);
  expect(await cluster.interrupt()).toBe(0);
  await expect.poll(() => pids.filter(isRunning), { timeout: 15_000 }).toEqual([]);
  expect(await isListening(CLUSTER_PORT), 'nginx stopped').toBe(false);
});
