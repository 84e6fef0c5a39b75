// `npm run test:e2e`: the production build and the e2e portal's data at once, then Playwright.
// Seeding (about 27 s of one core here) needs only the server's sources, not the build, and the
// build (six webpack apps, two at a time) leaves part of a core idle; one after the other, the seed
// ran alone before the first test, inside Playwright's web server start. The seeded folder is
// handed to e2e/support/start-portal.mjs (E2E_SEEDED_DATA), which moves it into its own place.
import fs from 'node:fs';
import { seededDataDir, seedPortalData } from '../e2e/support/seed-portal.mjs';
import { ROOT, run } from './apps.mjs';

/** Whether the step passed; a failed one says why. */
const passed = (step) =>
  step.then(
    () => true,
    (err) => {
      console.error(err.message);
      return false;
    },
  );
/** Runs an npm script in the root with this terminal's output; resolves to whether it passed. */
const npm = (args, env = process.env) => passed(run('npm', args, { cwd: ROOT, env }));

const dataDir = seededDataDir();
fs.rmSync(dataDir, { recursive: true, force: true });
const [built, seeded] = await Promise.all([npm(['run', 'build']), passed(seedPortalData(dataDir))]);
if (!built || !seeded) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.error(built ? 'seeding the e2e portal failed: no e2e run' : 'the build failed: no e2e run');
  process.exit(1);
}
process.exit((await npm(['run', 'test', '-w', 'e2e', '--', ...process.argv.slice(2)], { ...process.env, E2E_SEEDED_DATA: dataDir })) ? 0 : 1);
