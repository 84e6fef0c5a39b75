// The e2e portal's data: the demo seed, then one verified seller per module (E2E_SELLERS in env.ts)
// with 300 orders and 60 products each, in an embedded database in `dataDir`. About 27 s of one core
// on the 2-core machine; `npm run test:e2e` runs it beside the build (scripts/test-e2e.mjs) and hands
// the folder to start-portal.mjs, which seeds itself only when it was given none.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, run } from '../../scripts/apps.mjs';

const SELLERS = ['orders', 'phone', 'search', 'keyboard', 'catalog', 'commerce', 'support', 'team', 'credit', 'settings', 'live', 'notifications', 'urdu'];

/** Runs the server's seed command on `dataDir`; rejects when it fails. */
const seed = (dataDir, args) =>
  run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/cli/seed.ts'), ...args], {
    cwd: path.join(ROOT, 'server'),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

/** Seeds a new embedded database in `dataDir` (made if missing). */
export async function seedPortalData(dataDir) {
  fs.mkdirSync(dataDir, { recursive: true });
  await seed(dataDir, []);
  await seed(dataDir, ['--orders', '300', '--products', '60', ...SELLERS.flatMap((m) => ['--email', `${m}@e2e.pk`])]);
}

/** Where `npm run test:e2e` seeds before the server starts: beside, not inside, the folder start-portal.mjs empties. */
export function seededDataDir(port = process.env.E2E_PORT ?? '8181') {
  return path.join(ROOT, 'e2e/.tmp', `seeded-${port}`);
}
