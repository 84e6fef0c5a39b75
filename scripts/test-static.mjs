// `npm run test:static`: the checks that read the code without running it, two at a time, the
// longest first: typecheck (about 60 s here), eslint (50 s), the formatting (20 s), the generated API
// types (13 s) and the project's own rules (7 s). One after another they took 2.5 minutes on the
// 2-core machine, each mostly on one core. Each is also an npm script of its own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInLanes } from './lanes.mjs';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SCRIPTS = ['typecheck', 'lint:eslint', 'format:check', 'check:api', 'lint:rules'];
const jobs = SCRIPTS.map((script) => ({ name: script, command: 'npm', args: ['run', script, '--silent'], cwd: ROOT }));

const failed = await runInLanes(jobs, Number(process.env.STATIC_LANES ?? 2));
if (failed.length) {
  console.error(`static checks failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`static checks passed: ${SCRIPTS.join(', ')}`);
