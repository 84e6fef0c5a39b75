// `npm run test:e2e`: the production build and the e2e portal's data at once, then Playwright.
// Seeding (about 27 s of one core here) needs only the server's sources, not the build, and the
// build (six webpack apps, two at a time) leaves part of a core idle; one after the other, the seed
// ran alone before the first test, inside Playwright's web server start. The seeded folder is
// handed to e2e/support/start-portal.mjs (E2E_SEEDED_DATA), which moves it into its own place.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededDataDir, seedPortalData } from '../e2e/support/seed-portal.mjs';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Runs an npm script with this terminal's output; resolves to its exit code. */
function npm(args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const dataDir = seededDataDir();
fs.rmSync(dataDir, { recursive: true, force: true });
const [built, seeded] = await Promise.all([
  npm(['run', 'build']),
  seedPortalData(dataDir).then(
    () => true,
    (err) => {
      console.error(err.message);
      return false;
    },
  ),
]);
if (built !== 0 || !seeded) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.error(built !== 0 ? 'the build failed: no e2e run' : 'seeding the e2e portal failed: no e2e run');
  process.exit(1);
}
process.exit(await npm(['run', 'test', '-w', 'e2e', '--', ...process.argv.slice(2)], { ...process.env, E2E_SEEDED_DATA: dataDir }));
