import { expect, test } from '@playwright/test';
import { DEMO_SELLER } from '../support/env';
import { REMOTE_PAGES, expectPageTitle, signInViaApi } from '../support/portal';

const SINGLETON_PACKAGES = ['react', 'react-dom', '@mui/material', '@emotion/react'];

/** "webpack://orders/../node_modules/react/cjs/react.production.js" -> ["orders", "react/cjs/..."] */
function splitSource(source: string): [app: string, modulePath: string] | null {
  const match = /^webpack:\/\/([^/]+)\/.*?node_modules\/(.+)$/.exec(source);
  return match ? [match[1]!, match[2]!] : null;
}

test('the browser runs one copy of react, react-dom, @mui/material and @emotion/react across all pages', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.add(response.url());
  });
  await signInViaApi(page, DEMO_SELLER);
  await page.goto('/');
  await expectPageTitle(page, 'Dashboard');
  for (const { path, title } of REMOTE_PAGES) {
    await page.goto(path);
    await expectPageTitle(page, title);
  }

  // Which app's build supplied each library module the browser loaded. Within one build a module
  // runs once however many chunks carry it; a second build supplying it would be a second copy.
  const suppliers = new Map<string, Set<string>>();
  for (const url of scripts) {
    const map = await page.request.get(`${url}.map`);
    if (!map.ok()) {
      // webpack emits no map for a chunk that only re-exports modules of other chunks.
      const script = await page.request.get(url);
      expect((await script.body()).length, `${url} has no source map`).toBeLessThan(1024);
      continue;
    }
    const { sources } = (await map.json()) as { sources: string[] };
    for (const source of sources) {
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
