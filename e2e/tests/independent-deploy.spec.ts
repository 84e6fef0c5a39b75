import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO_SELLER, REPO_ROOT, WEB_ROOT } from '../support/env';
import { signInViaApi } from '../support/portal';
import { OrdersPage } from '../pages/orders-page';
import { Screen } from '../pages/screen';
import { Shell } from '../pages/shell';
import { SupportPage } from '../pages/support-page';

const NEW_TITLE = 'Support & Notifications (new release)';

/**
 * Builds a changed copy of mfe-support in e2e/.tmp/builds/<name>, as the support team's own pipeline
 * would. With `sharedVersion`, it builds against a copy of @agrihub/shared released under that version.
 */
async function buildSupportRemote(name: string, change: { title?: string; sharedVersion?: string }): Promise<string> {
  const BUILD_ROOT = path.join(REPO_ROOT, 'e2e/.tmp/builds', name);
  fs.rmSync(BUILD_ROOT, { recursive: true, force: true });
  const work = path.join(BUILD_ROOT, 'mfe-support');
  fs.mkdirSync(work, { recursive: true });
  for (const entry of ['package.json', 'module-federation.config.mjs', 'webpack.config.mjs', 'src']) {
    fs.cpSync(path.join(REPO_ROOT, 'mfe-support', entry), path.join(work, entry), { recursive: true });
  }
  if (change.title) {
    // The page's title is its English text (docs/i18n.md): the release changes it there.
    const file = path.join(work, 'src/locales/en.json');
    const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as { supportPage: { title: string } };
    expect(texts.supportPage.title).toBe('Support & Notifications');
    fs.writeFileSync(file, JSON.stringify({ ...texts, supportPage: { ...texts.supportPage, title: change.title } }));
  }
  if (change.sharedVersion) {
    // Outside node_modules (the build compiles TypeScript only there) and linked in, as a workspace is.
    const shared = path.join(BUILD_ROOT, 'shared');
    for (const entry of ['package.json', 'build', 'src']) {
      fs.cpSync(path.join(REPO_ROOT, 'shared', entry), path.join(shared, entry), { recursive: true });
    }
    const manifest = JSON.parse(fs.readFileSync(path.join(shared, 'package.json'), 'utf8')) as { version: string };
    fs.writeFileSync(path.join(shared, 'package.json'), JSON.stringify({ ...manifest, version: change.sharedVersion }));
    fs.mkdirSync(path.join(BUILD_ROOT, 'node_modules/@agrihub'), { recursive: true });
    fs.symlinkSync(shared, path.join(BUILD_ROOT, 'node_modules/@agrihub/shared'), 'dir');
  }
  await promisify(execFile)(process.execPath, [path.join(REPO_ROOT, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'], {
    cwd: work,
    maxBuffer: 16 * 1024 * 1024,
  });
  return path.join(work, 'dist');
}

/** Puts a build in place of the running portal's support remote; the returned function undoes it. */
function deploySupportRemote(dist: string): () => void {
  const live = path.join(WEB_ROOT, 'mfe-support/dist');
  const previous = `${live}.previous`;
  fs.renameSync(live, previous);
  fs.cpSync(dist, live, { recursive: true });
  return () => {
    fs.rmSync(live, { recursive: true, force: true });
    fs.renameSync(previous, live);
  };
}

function sharedVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared/package.json'), 'utf8')) as { version: string }).version;
}

const [major, minor] = sharedVersion().split('.').map(Number);
const NEWER_SHARED = `${major}.${minor! + 1}.0`;

/**
 * Both releases build at once before the first test: a webpack build keeps about one core busy and
 * these specs run alone, so the two builds take the time of one. A failed build fails the test that
 * deploys it.
 */
let builds: { renamed: Promise<string>; newerShared: Promise<string> };
test.beforeAll(() => {
  builds = {
    renamed: buildSupportRemote('renamed', { title: NEW_TITLE }),
    newerShared: buildSupportRemote('newer-shared', { title: NEW_TITLE, sharedVersion: NEWER_SHARED }),
  };
  // Awaited by their tests; a rejection is not unhandled meanwhile.
  for (const build of Object.values(builds)) build.catch(() => undefined);
});

test('a rebuilt remote goes live in the running portal without touching the shell', async ({ page }) => {
  test.setTimeout(180_000);
  const shellFiles = fs.readdirSync(path.join(WEB_ROOT, 'shell/dist')).sort();
  await signInViaApi(page, DEMO_SELLER);
  const support = new SupportPage(page);
  await support.open();

  const restore = deploySupportRemote(await builds.renamed);
  try {
    await page.reload();
    await new Screen(page, support.path, NEW_TITLE).expectShown();
    expect(fs.readdirSync(path.join(WEB_ROOT, 'shell/dist')).sort()).toEqual(shellFiles);
  } finally {
    restore();
  }
  await page.reload();
  await support.expectShown();
});

test('a remote built against a newer @agrihub/shared than the running shell has is refused with the fallback, not run', async ({ page }) => {
  test.setTimeout(180_000);
  const restore = deploySupportRemote(await builds.newerShared);
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes(`needs ^${NEWER_SHARED}`)) refusals.push(message.text());
  });
  const shell = new Shell(page);
  const support = new SupportPage(page);
  try {
    await signInViaApi(page, DEMO_SELLER);
    await support.goto();
    await expect(shell.unavailableMessage).toBeVisible();
    await expect(shell.headings(NEW_TITLE)).toHaveCount(0);
    expect(refusals.length).toBeGreaterThan(0);
    // The rest of the portal keeps working around it.
    await shell.navigationItem('Order Management').click();
    await new OrdersPage(page).expectShown();
  } finally {
    restore();
  }
  await support.open();
});
