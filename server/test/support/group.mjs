// One process's share of the test files (test/run.mjs): imports them in turn. Each file's suites
// register with node:test as it is imported, and the runner's root runs them one after another.
import { pathToFileURL } from 'node:url';

for (const file of process.argv.slice(2)) await import(pathToFileURL(file).href);
