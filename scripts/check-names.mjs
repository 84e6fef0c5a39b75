// `npm run lint` runs this: one action, one name (docs/style.md, "Names"). Every API operation has an
// operation id; the function of an app's `features/<feature>/api/` file that calls it carries that
// id as its name, and the file's hooks are `use` + the id (a leading `get` dropped), so grepping the
// id finds the button's hook, the call, the route and the server's function alike.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../shared/build/federation.mjs';
import { ROOT } from './apps.mjs';

const GENERATED = path.join(ROOT, 'shared/src/api/openapi.gen.ts');
const CALL = /\b(?:api|apiClient)\.(get|post|put|patch|delete|postForm|patchForm|putForm|upload)\(\s*'(\/api\/[^']*)'/g;

/** `${method} ${path}` -> operation id, from the generated OpenAPI types. */
export function operationIds(text = fs.readFileSync(GENERATED, 'utf8')) {
  const ids = new Map();
  const pathsBlock = text.slice(text.indexOf('export interface paths'), text.indexOf('export type webhooks'));
  let current;
  for (const line of pathsBlock.split('\n')) {
    const p = /^ {4}"(\/api\/[^"]*)": \{$/.exec(line);
    if (p) current = p[1];
    const op = /^ {8}(get|post|put|patch|delete): operations\["(\w+)"\];$/.exec(line);
    if (op && current) ids.set(`${op[1]} ${current}`, op[2]);
  }
  return ids;
}

const METHOD = { postForm: 'post', patchForm: 'patch', putForm: 'put', upload: 'post' };
const hookOf = (id) => `use${(id.startsWith('get') ? id.slice(3) : id).replace(/^./, (c) => c.toUpperCase())}`;

function apiFiles(appSrc) {
  const features = path.join(appSrc, 'features');
  if (!fs.existsSync(features)) return [];
  return fs.readdirSync(features).flatMap((f) => {
    const dir = path.join(features, f, 'api');
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((n) => /\.ts$/.test(n) && n !== 'keys.ts')
          .map((n) => path.join(dir, n))
      : [];
  });
}

/** What breaks the rule in one app's feature API files, as "file: why" lines. */
export function nameProblems(appSrc, ids = operationIds()) {
  const problems = [];
  for (const file of apiFiles(appSrc)) {
    const text = fs.readFileSync(file, 'utf8');
    const rel = path.relative(ROOT, file);
    const called = new Set();
    for (const m of text.matchAll(CALL)) {
      const id = ids.get(`${METHOD[m[1]] ?? m[1]} ${m[2]}`);
      if (!id) {
        problems.push(`${rel}: ${m[1]} ${m[2]} is not an operation of the API`);
        continue;
      }
      called.add(id);
      const before = text.slice(0, m.index);
      const fn = [...before.matchAll(/export (?:async )?function (\w+)/g)].at(-1)?.[1];
      if (fn !== id) problems.push(`${rel}: the function calling ${m[2]} is named ${fn ?? '(none)'}; name it ${id}, its operation id`);
    }
    const allowed = new Set([...called].map(hookOf));
    for (const [, hook] of text.matchAll(/export function (use[A-Z]\w*)/g))
      if (called.size > 0 && !allowed.has(hook)) problems.push(`${rel}: hook ${hook} should be named after its operation: ${[...allowed].join(' or ')}`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ids = operationIds();
  const apps = ['shell', ...Object.values(REMOTES).map(({ dir }) => dir)];
  const problems = apps.flatMap((app) => nameProblems(path.join(ROOT, app, 'src'), ids));
  if (problems.length > 0) {
    console.error(`One action, one name (docs/style.md, "Names"):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Names: ${ids.size} operations, each called by its own name.`);
}
