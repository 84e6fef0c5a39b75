// Lighthouse (mobile preset, simulated throttling) against a running portal, in the machine's
// Chromium (CHROME_PATH, default /usr/bin/chromium). Used by `npm run bench`; also runnable alone:
//   node scripts/lighthouse.mjs http://127.0.0.1:8080 [runs]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const DEMO = { email: 'seller@demo.pk', password: 'Seller@123' };

/**
 * Signs the demo seller in inside the browser (so the session cookies are the browser's own, as after
 * a real sign-in) and empties the HTTP cache, so the page still loads cold.
 */
async function signIn(page, base) {
  await page.goto(`${base}/remotes.json`);
  const status = await page.evaluate(async (demo) => {
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demo),
    });
    return response.status;
  }, DEMO);
  if (status !== 200) throw new Error(`Demo sign-in failed: ${status}`);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Runs Lighthouse `runs` times on each page and returns the medians:
 * { path, signedIn, performance, lcpMs, tbtMs, cls, fcpMs }[].
 */
export async function lighthouseMedians(base, pages, runs = 3) {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const results = [];
  try {
    for (const { path, signedIn } of pages) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        // Lighthouse now and then loses the trace's navigation start on a busy machine
        // (NO_NAVSTART): that run is measured again, up to twice.
        let lhr;
        for (let attempt = 0; attempt < 3 && (!lhr || lhr.runtimeError?.code === 'NO_NAVSTART'); attempt += 1) {
          const page = await browser.newPage();
          if (signedIn) await signIn(page, base);
          ({ lhr } = await lighthouse(
            `${base}${path}`,
            { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: signedIn },
            undefined,
            page,
          ));
          await page.close();
        }
        if (new URL(lhr.finalDisplayedUrl).pathname !== path) {
          throw new Error(`Lighthouse on ${path} ended on ${lhr.finalDisplayedUrl}`);
        }
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        samples.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcpMs: audit('first-contentful-paint'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        });
      }
      const pick = (key) => median(samples.map((s) => s[key]));
      results.push({
        path,
        signedIn,
        performance: pick('performance'),
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
      });
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  return results;
}

/** The budgets a row misses, by name ('' when it meets them all or has none). */
function missed(row, budget) {
  if (!budget) return '';
  const misses = [];
  if (budget.performance !== undefined && row.performance < budget.performance) misses.push('performance');
  if (budget.tbtMs !== undefined && row.tbtMs > budget.tbtMs) misses.push('TBT');
  if (budget.cls !== undefined && row.cls > budget.cls) misses.push('CLS');
  if (budget.lcpMs !== undefined && row.lcpMs > budget.lcpMs) misses.push('LCP');
  return misses.length ? `OVER (${misses.join(', ')})` : 'met';
}

/** The rows as a table; with `budgets` (by path), each row says whether it meets its page's. */
export function formatLighthouse(rows, budgets = {}) {
  const lines = ['page                       perf    FCP      LCP      TBT     CLS'];
  for (const r of rows) {
    lines.push(
      `${(r.path + (r.signedIn ? ' (signed in)' : '')).padEnd(26)} ${String(r.performance).padStart(4)}  ${(r.fcpMs / 1000).toFixed(1).padStart(5)} s  ${(r.lcpMs / 1000).toFixed(1).padStart(5)} s  ${String(Math.round(r.tbtMs)).padStart(5)} ms  ${r.cls.toFixed(3)}  ${missed(r, budgets[r.path])}`.trimEnd(),
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://127.0.0.1:8080';
  const runs = Number(process.argv[3] ?? 3);
  const rows = await lighthouseMedians(
    base,
    [
      { path: '/login', signedIn: false },
      { path: '/', signedIn: true },
    ],
    runs,
  );
  console.log(formatLighthouse(rows));
}
