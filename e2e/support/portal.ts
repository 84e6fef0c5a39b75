import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { PORTAL_URL, REPO_ROOT, WEB_ROOT } from './env';

/** Every page that a remote renders, with the title the spec gives it. */
export const REMOTE_PAGES = [
  { path: '/order-management', remote: 'orders', title: 'Order Management' },
  { path: '/retailer-insights', remote: 'orders', title: 'Retailer Insights' },
  { path: '/product-catalog', remote: 'catalog', title: 'Product Catalog Management' },
  { path: '/document-center', remote: 'documents', title: 'Document Center' },
  { path: '/pricing-offers', remote: 'commerce', title: 'Pricing & Offers' },
  { path: '/logistics', remote: 'commerce', title: 'Logistics & Fulfillment' },
  { path: '/payments', remote: 'commerce', title: 'Payments & Financing' },
  { path: '/support', remote: 'support', title: 'Support & Notifications' },
] as const;

export type Credentials = { email: string; password: string };

/**
 * An access token for direct API checks (the page's own token lives in its memory). Through the
 * `request` fixture the browser stays signed out (a refresh cookie there would sign a standalone
 * harness in unasked); through `page.request` the refresh cookie lands in the page's context.
 */
export async function apiToken(request: APIRequestContext, user: Credentials): Promise<string> {
  const res = await request.post(`${PORTAL_URL}/api/auth/login`, { data: user });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** A seller's API under /api/seller through its own session: reads answer 200, creations 201. */
export async function sellerApi(request: APIRequestContext, user: Credentials) {
  const headers = { authorization: `Bearer ${await apiToken(request, user)}` };
  return {
    get: async <T>(path: string): Promise<T> => {
      const res = await request.get(`${PORTAL_URL}/api/seller${path}`, { headers });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { data: T }).data;
    },
    post: async <T>(path: string, body: unknown): Promise<T> => {
      const res = await request.post(`${PORTAL_URL}/api/seller${path}`, { headers, data: body });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { data: T }).data;
    },
  };
}

/**
 * A reader of the portal's API with its own session, to compare what a screen shows with the
 * record it comes from (e.g. an invoice's total with the order's).
 */
export async function apiReader(request: APIRequestContext, user: Credentials) {
  const token = await apiToken(request, user);
  return async <T>(path: string): Promise<T> => {
    const res = await request.get(`${PORTAL_URL}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { data: T }).data;
  };
}

const SCREENSHOTS = process.env.SCREENSHOTS === '1';

/**
 * Saves /tmp/<name>.png, only with SCREENSHOTS=1: pictures for a person to look at, which CI never
 * reads (failure screenshots come from the Playwright config). Lets an opening dialog fade in first.
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!SCREENSHOTS) return;
  for (const container of await page.locator('.MuiDialog-container').all()) await expect(container).toHaveCSS('opacity', '1');
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage });
}

/**
 * Signs in through the API: the refresh cookie lands in the browser context, so the shell's
 * session bootstrap picks it up on the next navigation exactly as after a reload.
 */
export async function signInViaApi(page: Page, user: Credentials): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { ...user, rememberMe: true } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs `user` in through the API before each test of the enclosing describe or file. */
export function signInBeforeEach(user: Credentials): void {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, user);
  });
}

/**
 * Records, from now on, what a visitor could see go wrong: console errors, uncaught errors, failed
 * requests (but those a navigation cancelled) and answers of 400 or more, as one line each. Also lists every request to `watchPath`.
 */
export function watchForErrors(page: Page, watchPath = '/api/auth/refresh-token') {
  const problems: string[] = [];
  const watched: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Leaving a page cancels what it was still loading: not a fault the visitor sees.
    if (reason !== 'net::ERR_ABORTED') problems.push(`failed: ${request.method()} ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === watchPath) watched.push(`${request.method()} ${request.url()}`);
  });
  return { problems, watched };
}

/** Takes one remote's files away from the running server (as a failed deploy would). */
export function takeRemoteOffline(dir: string): () => void {
  const dist = path.join(WEB_ROOT, dir, 'dist');
  const parked = `${dist}.offline`;
  fs.renameSync(dist, parked);
  return () => fs.renameSync(parked, dist);
}

/**
 * Serves one remote's built files alone on `port`, exactly what `npm run serve -w <dir>` runs,
 * with /api proxied to the e2e portal. Resolves once it listens.
 */
export async function serveRemoteStandalone(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/serve-static.mjs'), path.join(WEB_ROOT, dir, 'dist'), String(port)], {
    env: { ...process.env, API_TARGET: PORTAL_URL, PORT: String(port) },
    stdio: 'pipe',
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
    server.on('exit', (code) => reject(new Error(`standalone server exited with ${code}`)));
  });
  return server;
}

/** Serves one remote alone (as serveRemoteStandalone does) from before the first test of the enclosing describe or file to after its last. */
export function serveRemoteDuringTests(dir: string, port: number): void {
  let server: ChildProcess | undefined;
  test.beforeAll(async () => {
    server = await serveRemoteStandalone(dir, port);
  });
  test.afterAll(async () => {
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill();
    await exited;
  });
}
