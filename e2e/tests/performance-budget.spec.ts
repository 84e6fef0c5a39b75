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

const KIB = 1024;
/** Gzipped JavaScript of each first load, as in `npm run bench`. */
const BYTE_BUDGET = { login: 185 * KIB, dashboard: 225 * KIB };
/**
 * Main-thread time (ms, CPU slowed 4x, traced) from navigation until 1.5 s after the page works.
 * Measured on the 2-core machine with nothing else running (2026-11-28): /login 820-1,040 ms, the
 * dashboard 1,340-1,730 ms (with another job running: 1,500-2,100 and 1,600-4,000). About twice the
 * quiet figures: before issue 36, /login evaluated its code in one piece, about 800 ms more.
 */
const MAIN_THREAD_BUDGET_MS = { login: 2_000, dashboard: 3_200 };
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

/** Loads a page in a new context with the CPU slowed 4x, traced, and returns its main-thread time. */
async function tracedLoad(browser: Browser, origin: string, prepare: (page: Page) => Promise<void>, shown: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  try {
    await prepare(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await shown(page);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return mainThreadMs(trace.traceEvents, origin);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      times.push(
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
    test.info().annotations.push({
      type: 'figures',
      description: `/login: ${(bytes / KIB).toFixed(1)} KiB gzip JS; main thread ${times.map(Math.round).join(', ')} ms`,
    });
    console.log(`/login: ${(bytes / KIB).toFixed(1)} KiB gzipped JavaScript; main thread at start-up ${times.map(Math.round).join(', ')} ms (CPU 4x slower)`);
    expect(bytes).toBeLessThanOrEqual(BYTE_BUDGET.login);
    expect(median(times)).toBeLessThanOrEqual(MAIN_THREAD_BUDGET_MS.login);
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
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) times.push(await tracedLoad(browser, origin, signIn, dashboardShown));
    console.log(
      `dashboard: ${(bytes / KIB).toFixed(1)} KiB gzipped JavaScript; main thread at start-up ${times.map(Math.round).join(', ')} ms (CPU 4x slower)`,
    );
    expect(bytes).toBeLessThanOrEqual(BYTE_BUDGET.dashboard);
    expect(median(times)).toBeLessThanOrEqual(MAIN_THREAD_BUDGET_MS.dashboard);
  });
});
