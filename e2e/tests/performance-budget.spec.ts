import zlib from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_SELLER } from '../support/env';
import { signInViaApi } from '../support/portal';

// The regression guard of issue 36: a first load that grows past its byte budget, or whose work on the
// main thread at start-up grows past its budget, fails `npm test`. Bytes are exact; the main thread's
// work is read from a performance trace of Chromium with its CPU slowed 4x (as Lighthouse's mobile
// preset assumes), median of 3 loads, against a budget about twice today's figure: a machine's noise
// passes, a change that adds a long evaluation or renders the page twice does not. Lighthouse itself
// runs in `npm run bench`.
//
// Time depends on the machine as much as on the code: the same build on the same kind of machine took
// 2.5x longer in one CI run, whose other tests also ran twice as long. So each traced load first times
// a fixed piece of JavaScript in the same throttled tab (the calibration), and a load's time is scaled
// by how much slower than the reference machine that calibration ran. A machine that is slower or busy
// slows both; a page that does more work does not slow the calibration.

const KIB = 1024;
/** Gzipped JavaScript of each first load, as in `npm run bench`. */
const BYTE_BUDGET = { login: 185 * KIB, dashboard: 225 * KIB };
/**
 * Main-thread time (ms, CPU slowed 4x, traced, scaled to the reference machine) from navigation until
 * 1.5 s after the page works. Measured on the 2-core machine with nothing else running (2026-11-28,
 * calibration 100-126 ms): /login 391-525 ms, the dashboard 642-811 ms; with two busy processes
 * beside it, scaled: /login 453-780 ms, the dashboard 790-1,228 ms (the calibration catches a slower
 * machine, less so one shared with busy processes). The budgets stay where CI has passed them: about
 * four times the quiet figures, twice the busy ones. They catch a first load that does several times
 * today's work (a second render, a bundle evaluated twice), not a few percent.
 */
const MAIN_THREAD_BUDGET_MS = { login: 2_000, dashboard: 3_200 };
/**
 * The calibration's time on the reference machine (the 2-core machine, quiet, CPU slowed 4x), ms.
 * A machine faster than that is not scaled up: budgets only ever widen.
 */
const REFERENCE_CALIBRATION_MS = 110;
const RUNS = 3;
/** After the page works, what start-up still does (its remaining requests' answers) is counted too. */
const SETTLE_MS = 1_500;

/** Gzipped bytes of every script the page downloads while `load` runs. */
async function scriptBytes(page: Page, load: () => Promise<void>): Promise<number> {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    sizes.push(response.body().then((body) => zlib.gzipSync(body).length));
  });
  await load();
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

/**
 * The top-level tasks' time on the main thread of the page's renderer (the thread that evaluated the
 * portal's scripts) over the whole trace, which starts just before the navigation (ms). Not from the
 * trace's navigationStart: Chromium now and then records it on another thread or not at all (as
 * Lighthouse's NO_NAVSTART shows), and the renderer does nothing for this page before it.
 */
function mainThreadMs(events: TraceEvent[], origin: string): number {
  const evaluation = events.find((e) => e.name === 'EvaluateScript' && e.args?.data?.url?.startsWith(origin));
  if (!evaluation) throw new Error('The trace holds no script of the portal');
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === evaluation.pid && e.tid === evaluation.tid);
  return tasks.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Times a fixed piece of JavaScript (building, copying and sorting rows, and laying out a list) in the
 * page as it is (ms). Run in the throttled tab just before a traced load, it tells how fast this
 * machine is right now.
 */
async function calibrate(page: Page): Promise<number> {
  const times = await page.evaluate(() => {
    const once = () => {
      const started = performance.now();
      let checksum = 0;
      for (let round = 0; round < 20; round += 1) {
        const rows = Array.from({ length: 400 }, (_, i) => ({ id: `row-${round}-${i}`, n: (i * 7919) % 1000, tags: ['a', 'b', String(i)] }));
        const copy = JSON.parse(JSON.stringify(rows)) as typeof rows;
        copy.sort((a, b) => a.n - b.n || (a.id < b.id ? -1 : 1));
        const list = document.createElement('ul');
        for (const row of copy.slice(0, 60)) {
          const item = document.createElement('li');
          item.textContent = row.id;
          list.append(item);
        }
        document.body.append(list);
        checksum += list.getBoundingClientRect().height + copy[0]!.n;
        list.remove();
      }
      // Used, so the work cannot be skipped.
      return performance.now() - started + (checksum < 0 ? 1 : 0);
    };
    // The first run also compiles; the median of the next five is the machine's speed.
    once();
    return Array.from({ length: 5 }, once);
  });
  return median(times);
}

interface Load {
  /** Main-thread time as traced, ms. */
  traced: number;
  /** The calibration's time just before, ms. */
  calibration: number;
  /** The traced time scaled to the reference machine, ms. */
  scaled: number;
}

/** Loads a page in a new context with the CPU slowed 4x, traced, and returns its main-thread time. */
async function tracedLoad(browser: Browser, origin: string, prepare: (page: Page) => Promise<void>, shown: (page: Page) => Promise<void>): Promise<Load> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  try {
    await prepare(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // In the portal's own renderer (same site), with nothing of the portal's code loaded.
    await page.goto(`${origin}/api/health`);
    const calibration = await calibrate(page);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await shown(page);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const traced = mainThreadMs(trace.traceEvents, origin);
    return { traced, calibration, scaled: traced * Math.min(1, REFERENCE_CALIBRATION_MS / calibration) };
  } finally {
    await context.close();
  }
}

/** How a page's loads are reported: each load's traced and scaled time, and each calibration. */
const describeLoads = (loads: Load[]) =>
  `main thread at start-up ${loads.map((l) => Math.round(l.traced)).join(', ')} ms (CPU 4x slower), ` +
  `calibration ${loads.map((l) => Math.round(l.calibration)).join(', ')} ms against ${REFERENCE_CALIBRATION_MS}, ` +
  `scaled ${loads.map((l) => Math.round(l.scaled)).join(', ')} ms`;

test.describe('first-load budgets', () => {
  test.describe.configure({ timeout: 180_000 });

  test('/login: gzipped JavaScript and main-thread work at start-up within budget', async ({ browser, baseURL }) => {
    const origin = baseURL!;
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    const bytes = await scriptBytes(page, async () => {
      await page.goto('/login');
      await page.locator('form[data-started]').waitFor();
    });
    await context.close();
    const loads: Load[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      loads.push(
        await tracedLoad(
          browser,
          origin,
          async () => {},
          async (p) => {
            await p.goto(`${origin}/login`);
            await p.locator('form[data-started]').waitFor();
            await p.waitForTimeout(SETTLE_MS);
          },
        ),
      );
    }
    const figures = `/login: ${(bytes / KIB).toFixed(1)} KiB gzipped JavaScript; ${describeLoads(loads)}`;
    test.info().annotations.push({ type: 'figures', description: figures });
    console.log(figures);
    expect(bytes).toBeLessThanOrEqual(BYTE_BUDGET.login);
    expect(median(loads.map((l) => l.scaled)), figures).toBeLessThanOrEqual(MAIN_THREAD_BUDGET_MS.login);
  });

  test('the dashboard, signed in: gzipped JavaScript and main-thread work at start-up within budget', async ({ browser, baseURL }) => {
    const origin = baseURL!;
    const signIn = (page: Page) => signInViaApi(page, DEMO_SELLER);
    const dashboardShown = async (page: Page) => {
      await page.goto(`${origin}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await page.waitForTimeout(SETTLE_MS);
    };
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    await signIn(page);
    const bytes = await scriptBytes(page, () => dashboardShown(page));
    await context.close();
    const loads: Load[] = [];
    for (let i = 0; i < RUNS; i += 1) loads.push(await tracedLoad(browser, origin, signIn, dashboardShown));
    const figures = `dashboard: ${(bytes / KIB).toFixed(1)} KiB gzipped JavaScript; ${describeLoads(loads)}`;
    test.info().annotations.push({ type: 'figures', description: figures });
    console.log(figures);
    expect(bytes).toBeLessThanOrEqual(BYTE_BUDGET.dashboard);
    expect(median(loads.map((l) => l.scaled)), figures).toBeLessThanOrEqual(MAIN_THREAD_BUDGET_MS.dashboard);
  });
});
