import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { PORTAL_URL } from './support/env';

/**
 * Specs that need the machine or the served files to themselves: they swap a remote's files on the
 * running server, or measure the main thread's work. They run after the others, one at a time; every
 * other spec signs in as a seller of its own (E2E_SELLERS), only reads, or (the cluster) runs servers
 * and a database of its own, so several run at once.
 */
const ALONE = ['independent-deploy', 'platform', 'performance-budget'].map((name) => `**/${name}.spec.ts`);
/**
 * The longest single tests beside the others (a journey with three server restarts, every page in
 * Urdu at two widths): Playwright hands out files in the order of the projects, then by name, so
 * these start first and the workers end close together. Last by name, they ran alone at the
 * end while the other worker waited.
 */
const LONGEST = ['verification-journey', 'urdu'].map((name) => `**/${name}.spec.ts`);

/**
 * The browser: CHROMIUM_PATH, else Debian's headless shell (package chromium-headless-shell, the
 * same Chromium without the browser's own window and services; what Playwright itself runs headless
 * by default), else the full Chromium. On the 2-core machine the shell took about 35% less CPU than
 * the full browser over the same tests, its browser process half as much (decision 0278).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p)) ?? '/usr/bin/chromium';

// The whole portal, production build, one server on its own port with an empty embedded database.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Three specs at once on two cores: with two, the cores idled while a spec waited on its own
  // servers (the cluster's health checks, the journey's restarts) or on a live update; with three,
  // 96 to 98% busy and the whole run 330 to 291 s here (decision 0278).
  workers: 3,
  projects: [
    { name: 'longest', testMatch: LONGEST },
    { name: 'together', testIgnore: [...ALONE, ...LONGEST] },
    { name: 'alone', testMatch: ALONE, dependencies: ['longest', 'together'], workers: 1 },
  ],
  retries: 0,
  reporter: [['list']],
  outputDir: `./test-results/${process.env.E2E_PORT ?? 8181}`,
  use: {
    baseURL: PORTAL_URL,
    viewport: { width: 1280, height: 800 },
    // As a visitor who asks the system for less motion: the portal then draws no transitions or
    // animations (shared's theme), about 5% less CPU over a run of page loads here, more where
    // dialogs open and close. accessibility.spec.ts checks both settings.
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node support/start-portal.mjs',
    url: `${PORTAL_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
