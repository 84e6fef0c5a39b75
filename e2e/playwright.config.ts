import { defineConfig } from '@playwright/test';
import { PORTAL_URL } from './support/env';

/**
 * Specs that need the machine or the served files to themselves: they swap a remote's files on the
 * running server, or measure the main thread's work. They run after the others, one at a time; every
 * other spec signs in as a seller of its own (E2E_SELLERS), only reads, or (the cluster) runs servers
 * and a database of its own, so two run at once.
 */
const ALONE = ['independent-deploy', 'platform', 'performance-budget'].map((name) => `**/${name}.spec.ts`);
/**
 * The longest single tests beside the others (a journey with three server restarts, every page in
 * Urdu at two widths): Playwright hands out files in the order of the projects, then by name, so
 * these start first and the two workers end close together. Last by name, they ran alone at the
 * end while the other worker waited.
 */
const LONGEST = ['verification-journey', 'urdu'].map((name) => `**/${name}.spec.ts`);

// The whole portal, production build, one server on its own port with an empty embedded database.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
