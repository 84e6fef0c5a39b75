// Runs every test/**/*.test.ts with Node's test runner (Node 20's --test takes no globs). The API
// fuzzer (test/fuzz/) keeps both cores busy for its whole budget, so it runs as a step of its own
// (`npm run test:fuzz`, part of `npm test`) rather than beside the other packages' unit tests; a
// path given here that names it runs it too.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (name.endsWith('.test.ts') && (only.length === 0 ? !full.includes(`${path.sep}fuzz${path.sep}`) : only.some((o) => full.includes(o))))
      files.push(full);
  }
})(root);
const res = spawnSync(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${process.env.SERVER_TEST_CONCURRENCY ?? 2}`, ...files], {
  stdio: 'inherit',
  cwd: path.dirname(root),
});
process.exit(res.status ?? 1);
