// `npm run bench`: gzipped JavaScript a browser downloads, per app, at first load of /login and
// when each remote's page is opened from the dashboard; then Order Management at scale
// (scripts/bench-orders.mjs). Prints figures; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { APPS, ROOT, buildApps, launchChromium, needsBuild, run, spawnServer, waitForHealth } from './apps.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8282);
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = [
  ['/order-management', 'Order Management'],
  ['/retailer-insights', 'Retailer Insights'],
  ['/product-catalog', 'Product Catalog'],
  ['/document-center', 'Document Center'],
  ['/pricing-offers', 'Pricing & Offers'],
  ['/logistics', 'Logistics & Fulfillment'],
  ['/payments', 'Payments & Financing'],
  ['/support', 'Support & Notifications'],
  ['/team-access', 'Team Access & Roles'],
];

const stale = APPS.filter(needsBuild);
if (stale.length) await buildApps(stale);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agrihub-bench-'));
const server = spawnServer({ PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_ROOT: ROOT, DATABASE_URL: '' }, { stdio: 'ignore' });

function appOf(url) {
  const match = /\/mfe\/([^/]+)\//.exec(new URL(url).pathname);
  return match ? match[1] : 'shell';
}

/** Records gzipped bytes of every script response, per app. */
function recorder(page) {
  const bytes = {};
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    pending.push(
      response.body().then((body) => {
        const app = appOf(response.url());
        bytes[app] = (bytes[app] ?? 0) + zlib.gzipSync(body).length;
      }),
    );
  });
  return {
    async take() {
      await Promise.all(pending.splice(0));
      const copy = { ...bytes };
      for (const key of Object.keys(bytes)) delete bytes[key];
      return copy;
    },
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const describe = (bytes) =>
  Object.entries(bytes)
    .map(([app, n]) => `${app} ${kb(n)}`)
    .join(', ') || 'nothing';
const total = (bytes) => Object.values(bytes).reduce((a, b) => a + b, 0);

let browser;
try {
  await waitForHealth(BASE);
  browser = await launchChromium();
  const rows = [];
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    const rec = recorder(page);
    await page.goto(`${BASE}/login`, { waitUntil: 'networkidle' });
    const bytes = await rec.take();
    rows.push(['first load of /login', bytes]);
    await context.close();
  }
  for (const [route, label] of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.request.post(`${BASE}/api/auth/login`, { data: { email: 'seller@demo.pk', password: 'Seller@123' } });
    await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
    const rec = recorder(page);
    await page.getByRole('navigation').getByText(label, { exact: true }).first().click();
    await page.waitForURL(`${BASE}${route}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    rows.push([`open ${route} from the dashboard`, await rec.take()]);
    await context.close();
  }
  console.log('\nGzipped JavaScript downloaded (per app)\n');
  for (const [what, bytes] of rows) console.log(`${what.padEnd(40)} ${kb(total(bytes)).padStart(10)}  (${describe(bytes)})`);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// A seller with 100 000 orders (BENCH_ORDERS): first order card, search, export duration and memory.
await run(process.execPath, [path.join(ROOT, 'scripts/bench-orders.mjs')]);
