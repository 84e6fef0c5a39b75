// `npm run test:unit`: every workspace's own `npm test` but e2e's, two at a time, the longest first.
// The server's suite (node:test on both drivers, about 5 minutes here) starts at once and the
// packages' jest runs fill the other lane beside it; lerna's topological order started it only
// after five of them, a minute or more later. Every package runs even when one fails; the exit code
// is non-zero if any did. UNIT_LANES changes the number of lanes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInLanes } from './lanes.mjs';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Longest first, as measured on the 2-core machine; a workspace not named here runs last. */
const LONGEST_FIRST = ['server', 'shell', 'mfe-orders', 'mfe-commerce', 'mfe-catalog', 'mfe-documents', 'shared', 'mfe-support'];
const workspaces = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces.filter((w) => w !== 'e2e');
const rank = (w) => (LONGEST_FIRST.includes(w) ? LONGEST_FIRST.indexOf(w) : LONGEST_FIRST.length);
const jobs = [...workspaces].sort((a, b) => rank(a) - rank(b)).map((w) => ({ name: w, command: 'npm', args: ['test', '--silent'], cwd: path.join(ROOT, w) }));

const failed = await runInLanes(jobs, Number(process.env.UNIT_LANES ?? 2));
if (failed.length) {
  console.error(`unit tests failed in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`unit tests passed in ${workspaces.length} packages`);
