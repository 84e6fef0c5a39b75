// `npm run lint` runs this: the five remotes keep one layout (docs/architecture.md, "Inside a
// remote"), so a file is where a newcomer looks for it and a new feature copies the right thing.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../shared/build/federation.mjs';
import { ROOT } from './apps.mjs';

const TESTING_FILES = new Set(['fixtures.ts', 'fake-api.ts']);

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** What is out of place in one remote's src/, as "path: why" lines. */
export function layoutProblems(srcDir) {
  const problems = [];
  const rel = (file) => path.relative(ROOT, file);
  for (const file of filesUnder(srcDir)) {
    const parts = path.relative(srcDir, file).split(path.sep);
    const name = parts.at(-1);
    const text = /\.tsx?$/.test(name) ? fs.readFileSync(file, 'utf8') : '';
    if (/\.test\.tsx?$/.test(name)) {
      const [area, , tests] = parts;
      if (!((area === 'features' || area === 'pages') && tests === '__tests__' && parts.length === 4))
        problems.push(`${rel(file)}: tests live in features/<feature>/__tests__ or pages/<page>/__tests__`);
    }
    if (/export const \w+Keys = \{/.test(text) && !(parts[0] === 'features' && parts[2] === 'api' && name === 'keys.ts' && parts.length === 4))
      problems.push(`${rel(file)}: query keys live in features/<feature>/api/keys.ts`);
    if ((/-(options|constants|keys)\.ts$/.test(name) && parts[2] !== 'api') || name === 'query-keys.ts')
      problems.push(`${rel(file)}: fixed values go in features/<feature>/constants.ts, query keys in features/<feature>/api/keys.ts`);
    if (parts[0] === 'testing' && !(parts.length === 2 && TESTING_FILES.has(name)))
      problems.push(`${rel(file)}: test data goes in src/testing/fixtures.ts, a fake server in src/testing/fake-api.ts`);
  }
  for (const feature of fs.existsSync(path.join(srcDir, 'features')) ? fs.readdirSync(path.join(srcDir, 'features')) : []) {
    const api = path.join(srcDir, 'features', feature, 'api');
    const queries = filesUnder(api).some((f) => /queryKey|useRefreshingMutation/.test(fs.readFileSync(f, 'utf8')));
    if (queries && !fs.existsSync(path.join(api, 'keys.ts'))) problems.push(`${rel(api)}: a feature that caches reads declares its query keys in api/keys.ts`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = Object.values(REMOTES).flatMap(({ dir }) => layoutProblems(path.join(ROOT, dir, 'src')));
  if (problems.length > 0) {
    console.error(`The remotes' layout (docs/architecture.md, "Inside a remote"):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Layout: ${Object.keys(REMOTES).length} remotes follow it.`);
}
