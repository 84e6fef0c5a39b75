import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_SELLER, WEB_ROOT } from '../support/env';
import { REMOTE_PAGES, signInViaApi } from '../support/portal';
import { DashboardPage } from '../pages/dashboard-page';
import { Screen } from '../pages/screen';

// react-router and @agrihub/shared hold state every app must see the same: the router context, the
// session's access token, the query client.
const SINGLETON_PACKAGES = ['react', 'react-dom', '@mui/material', '@emotion/react', 'react-router', '@agrihub/shared'];

/**
 * "webpack://orders/../node_modules/react/cjs/react.production.js" -> ["orders", "react/cjs/..."];
 * "webpack://orders/../shared/src/api/token-store.ts" -> ["orders", "@agrihub/shared/api/token-store.ts"]
 */
function splitSource(source: string): [app: string, modulePath: string] | null {
  const library = /^webpack:\/\/([^/]+)\/.*?node_modules\/(.+)$/.exec(source);
  if (library) return [library[1]!, library[2]!];
  const shared = /^webpack:\/\/([^/]+)\/(?:\.\.\/)+shared\/src\/(.+)$/.exec(source);
  return shared ? [shared[1]!, `@agrihub/shared/${shared[2]!}`] : null;
}

/** The source map of a script the portal served, read from disk: the server never serves maps. */
function sourceMapOf(url: string): { sources: string[] } | null {
  const { pathname } = new URL(url);
  const remote = /^\/mfe\/([^/]+)\/(.+)$/.exec(pathname);
  const [dir, rel] = remote ? [`mfe-${remote[1]!}`, remote[2]!] : ['shell', pathname.slice(1)];
  const file = path.join(WEB_ROOT, dir, 'dist', `${decodeURIComponent(rel)}.map`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { sources: string[] }) : null;
}

test('the browser runs one copy of react, react-dom, @mui/material, @emotion/react, react-router and @agrihub/shared across all pages', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.add(response.url());
  });
  await signInViaApi(page, DEMO_SELLER);
  await new DashboardPage(page).open();
  for (const { path, title } of REMOTE_PAGES) await new Screen(page, path, title).open();

  // Which app's build supplied each library module the browser loaded. Within one build a module
  // runs once however many chunks carry it; a second build supplying it would be a second copy.
  const suppliers = new Map<string, Set<string>>();
  for (const url of scripts) {
    const map = sourceMapOf(url);
    if (!map) {
      // webpack emits no map for a chunk that only re-exports modules of other chunks.
      const script = await page.request.get(url);
      expect((await script.body()).length, `${url} has no source map`).toBeLessThan(1024);
      continue;
    }
    for (const source of map.sources) {
      const parts = splitSource(source);
      if (!parts) continue;
      const [app, modulePath] = parts;
      if (!SINGLETON_PACKAGES.some((pkg) => modulePath.startsWith(`${pkg}/`))) continue;
      if (!suppliers.has(modulePath)) suppliers.set(modulePath, new Set());
      suppliers.get(modulePath)!.add(app);
    }
  }

  for (const pkg of SINGLETON_PACKAGES) {
    const modules = [...suppliers.keys()].filter((m) => m.startsWith(`${pkg}/`));
    expect(modules.length, `${pkg} was loaded`).toBeGreaterThan(0);
  }
  const duplicated = [...suppliers].filter(([, apps]) => apps.size > 1).map(([m, apps]) => `${m} from ${[...apps].join(', ')}`);
  expect(duplicated).toEqual([]);
});
