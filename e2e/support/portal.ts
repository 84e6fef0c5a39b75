import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
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
  { path: '/team-access', remote: 'support', title: 'Team Access & Roles' },
] as const;

export const UNAVAILABLE_TEXT = 'This module is unavailable right now';

/**
 * Signs in through the API: the refresh cookie lands in the browser context, so the shell's
 * session bootstrap picks it up on the next navigation exactly as after a reload.
 */
export async function signInViaApi(page: Page, user: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { ...user, rememberMe: true } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function expectPageTitle(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
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
