// `npm run test:unit`: every workspace's own `npm test` but e2e's, two at a time, the longest first.
// The server's suite (node:test on both drivers, about 6 minutes here) starts at once and the
// packages' jest runs fill the other lane beside it; lerna's topological order started it only
// after five of them, a minute or more later. Every package runs even when one fails; the exit code
// is non-zero if any did. UNIT_LANES changes the number of lanes.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** Longest first, as measured on the 2-core machine; a workspace not named here runs last. */
const LONGEST_FIRST = ['server', 'shell', 'mfe-orders', 'mfe-commerce', 'mfe-catalog', 'mfe-documents', 'shared', 'mfe-support'];
const workspaces = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces.filter((w) => w !== 'e2e');
const rank = (w) => (LONGEST_FIRST.includes(w) ? LONGEST_FIRST.indexOf(w) : LONGEST_FIRST.length);
const queue = [...workspaces].sort((a, b) => rank(a) - rank(b));
const lanes = Math.max(1, Number(process.env.UNIT_LANES ?? 2));

/** Runs one workspace's tests, each line of its output prefixed with its name; resolves to its exit code. */
function run(workspace) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['test', '--silent'], { cwd: path.join(ROOT, workspace), env: { ...process.env, FORCE_COLOR: '0' } });
    const prefix = (out) => {
      let rest = '';
      return (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop();
        for (const line of lines) out.write(`${workspace}: ${line}\n`);
      };
    };
    child.stdout.on('data', prefix(process.stdout));
    child.stderr.on('data', prefix(process.stderr));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`${workspace}: ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

const failed = [];
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let w = queue.shift(); w; w = queue.shift()) if ((await run(w)) !== 0) failed.push(w);
  }),
);
if (failed.length) {
  console.error(`unit tests failed in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`unit tests passed in ${workspaces.length} packages`);
