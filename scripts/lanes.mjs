// Runs jobs a few at a time, in the order given (put the longest first). Every job runs even when one
// fails. Used by `npm test`'s steps that have independent parts (scripts/test-static.mjs,
// scripts/test-unit.mjs, server/test/run.mjs).
import { spawn } from 'node:child_process';

/**
 * @typedef {{ name: string, command: string, args: string[], cwd?: string, env?: NodeJS.ProcessEnv, heading?: string }} Job
 * `env` is added to this process's environment; `heading` is printed above a whole report.
 */

/**
 * @param {Job[]} jobs
 * @param {number} lanes how many run at once
 * @param {{ whole?: boolean }} [options] `whole`: each job's output is kept and printed in one piece
 *   when it ends, under `=== <name>: <heading>` (for reports read as a block, as node:test's are);
 *   otherwise each line is printed as it comes, prefixed with the job's name
 * @returns {Promise<string[]>} the names of the jobs that failed
 */
export async function runInLanes(jobs, lanes, { whole = false } = {}) {
  const queue = [...jobs];
  const failed = [];
  await Promise.all(
    Array.from({ length: Math.max(1, lanes) }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) if ((await run(job, whole)) !== 0) failed.push(job.name);
    }),
  );
  return failed;
}

/** Runs one job; resolves to its exit code. */
function run({ name, command, args, cwd, env, heading }, whole) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const kept = [];
    const prefix = (out) => {
      let rest = '';
      return (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop();
        for (const line of lines) out.write(`${name}: ${line}\n`);
      };
    };
    child.stdout.on('data', whole ? (c) => kept.push(c) : prefix(process.stdout));
    child.stderr.on('data', whole ? (c) => kept.push(c) : prefix(process.stderr));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const verdict = `${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s`;
      if (whole) {
        process.stdout.write(`\n=== ${name}${heading ? `: ${heading}` : ''}\n${Buffer.concat(kept).toString()}=== ${name} ${verdict}\n`);
      } else {
        console.log(`${name}: ${verdict}`);
      }
      resolve(code ?? 1);
    });
  });
}
