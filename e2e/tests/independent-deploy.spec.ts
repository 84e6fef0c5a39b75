import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_SELLER, REPO_ROOT, WEB_ROOT } from '../support/env';
import { expectPageTitle, signInViaApi } from '../support/portal';

const NEW_TITLE = 'Team Access & Roles (new release)';

/** Builds a changed copy of mfe-support, as the support team's own pipeline would. */
function buildChangedSupportRemote(): string {
  const work = path.join(REPO_ROOT, 'e2e/.tmp/build/mfe-support');
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  for (const entry of ['package.json', 'module-federation.config.mjs', 'webpack.config.mjs', 'src']) {
    fs.cpSync(path.join(REPO_ROOT, 'mfe-support', entry), path.join(work, entry), { recursive: true });
  }
  const page = path.join(work, 'src/pages/team-access/index.tsx');
  const source = fs.readFileSync(page, 'utf8');
  expect(source).toContain("'Team Access & Roles'");
  fs.writeFileSync(page, source.replace("'Team Access & Roles'", `'${NEW_TITLE}'`));
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'], {
    cwd: work,
    stdio: 'pipe',
  });
  return path.join(work, 'dist');
}

test('a rebuilt remote goes live in the running portal without touching the shell', async ({ page }) => {
  test.setTimeout(180_000);
  const shellFiles = fs.readdirSync(path.join(WEB_ROOT, 'shell/dist')).sort();
  await signInViaApi(page, DEMO_SELLER);
  await page.goto('/team-access');
  await expectPageTitle(page, 'Team Access & Roles');

  const newDist = buildChangedSupportRemote();
  const live = path.join(WEB_ROOT, 'mfe-support/dist');
  const previous = `${live}.previous`;
  fs.renameSync(live, previous);
  fs.cpSync(newDist, live, { recursive: true });
  try {
    await page.reload();
    await expectPageTitle(page, NEW_TITLE);
    expect(fs.readdirSync(path.join(WEB_ROOT, 'shell/dist')).sort()).toEqual(shellFiles);
  } finally {
    fs.rmSync(live, { recursive: true, force: true });
    fs.renameSync(previous, live);
  }
  await page.reload();
  await expectPageTitle(page, 'Team Access & Roles');
});
