// Runs jobs a few at a time, in the order given (put the longest first), each line of a job's output
// prefixed with its name. Every job runs even when one fails. Used by `npm test`'s steps that have
// independent parts (scripts/test-static.mjs, scripts/test-unit.mjs).
import { spawn } from 'node:child_process';

/**
 * @param {{ name: string, command: string, args: string[], cwd?: string }[]} jobs
 * @param {number} lanes how many run at once
 * @returns {Promise<string[]>} the names of the jobs that failed
 */
export async function runInLanes(jobs, lanes) {
  const queue = [...jobs];
  const failed = [];
  await Promise.all(
    Array.from({ length: Math.max(1, lanes) }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) if ((await run(job)) !== 0) failed.push(job.name);
    }),
  );
  return failed;
}

/** Runs one job; resolves to its exit code. */
function run({ name, command, args, cwd }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0' } });
    const prefix = (out) => {
      let rest = '';
      return (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop();
        for (const line of lines) out.write(`${name}: ${line}\n`);
      };
    };
    child.stdout.on('data', prefix(process.stdout));
    child.stderr.on('data', prefix(process.stderr));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`${name}: ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}
