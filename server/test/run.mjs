// Runs every test/**/*.test.ts with Node's test runner, several files to a process.
//
// A process of its own per file cost about 2.6 s of CPU before its first test on the 2-core machine
// (tsx's loader, then the app's libraries), and each test app compiled the same schemas again: 64
// files paid it 64 times. Here the files are dealt into a few groups, each one process that imports
// its files in turn; within a process the files' suites run one after another (node:test's root
// runs one top-level test at a time), so a file's mocked clock or environment never meets another
// file's tests. The groups run SERVER_TEST_CONCURRENCY at a time (default 2), the heaviest first.
//
// The API fuzzer (test/fuzz/) keeps both cores busy for its whole budget, so it runs as a step of
// its own (`npm run test:fuzz`, part of `npm test`) rather than beside the other packages' unit
// tests; a path given here that names it runs it too. SERVER_TEST_GROUPS sets the number of groups
// (default 6; the number of files at most).
import { accessSync, constants, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInLanes } from '../../scripts/lanes.mjs';

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
if (files.length === 0) {
  console.error(`no test file matches ${only.join(', ')}`);
  process.exit(1);
}

/** A file's expected share of the work: its length, twice over when its suites run on both drivers. */
function weight(file) {
  const text = readFileSync(file, 'utf8');
  return text.length * (process.env.DATABASE_URL && text.includes('DRIVERS') ? 2 : 1);
}

// Heaviest file first into the lightest group, then the groups heaviest first: the two lanes end
// close together.
const groupCount = Math.max(1, Math.min(files.length, Number(process.env.SERVER_TEST_GROUPS ?? 6)));
const groups = Array.from({ length: groupCount }, () => ({ files: [], weight: 0 }));
for (const [file, w] of files.map((f) => [f, weight(f)]).sort((a, b) => b[1] - a[1])) {
  const lightest = groups.reduce((a, b) => (b.weight < a.weight ? b : a));
  lightest.files.push(file);
  lightest.weight += w;
}
groups.sort((a, b) => b.weight - a.weight);

const GROUP_ENTRY = path.join(root, 'support', 'group.mjs');

/**
 * Where the tests' temporary folders go: memory (/dev/shm) where the machine has it, unless TMPDIR
 * says otherwise. Every embedded test database is a 41 MB, 1,200-file copy of the migrated template
 * (support/pglite-template.ts), deleted when its app closes: on the 2-core machine's disk a copy and
 * its deletion took about 4.6 s (1 s of it the kernel's CPU), in memory 1.2 s.
 */
function tempRoot() {
  if (process.env.TMPDIR) return process.env.TMPDIR;
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return undefined;
  }
}
const TMPDIR = tempRoot();
const cwd = path.dirname(root);

// Each group's report is printed whole when it ends (scripts/lanes.mjs), so two groups' lines never interleave.
const jobs = groups.map((group, index) => ({
  name: `group ${index + 1} of ${groups.length}`,
  heading: group.files.map((f) => path.relative(cwd, f)).join(' '),
  command: process.execPath,
  args: ['--import', 'tsx', '--test-reporter=spec', GROUP_ENTRY, ...group.files],
  cwd,
  env: { FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...(TMPDIR && { TMPDIR }) },
}));
const failed = await runInLanes(jobs, Number(process.env.SERVER_TEST_CONCURRENCY ?? 2), { whole: true });
if (failed.length) {
  console.error(`server tests failed in ${failed.join(', ')} (the report is above)`);
  process.exit(1);
}
console.log(`server tests passed: ${files.length} files in ${groups.length} processes`);
