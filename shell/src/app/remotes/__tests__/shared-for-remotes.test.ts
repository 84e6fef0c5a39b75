import fs from 'node:fs';
import path from 'node:path';
import { SHARED_FOR_REMOTES, sharedForRemotes } from '../shared-for-remotes';

const ROOT = path.resolve(__dirname, '../../../../..');
const PACKAGES = ['shared', 'mfe-orders', 'mfe-catalog', 'mfe-documents', 'mfe-commerce', 'mfe-support'];

function imports(dir: string, pattern: RegExp, found: Set<string>): Set<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__') imports(full, pattern, found);
    } else if (/\.tsx?$/.test(entry.name)) {
      for (const m of fs.readFileSync(full, 'utf8').matchAll(pattern)) found.add(m[1]!);
    }
  }
  return found;
}

// Every import of a shared library, subpaths included (react/jsx-runtime comes from JSX itself).
const SHARED_IMPORT =
  /from '((?:react|react-dom|@mui\/material|@emotion\/react|@emotion\/styled|notistack|zustand|yup|@tanstack\/react-query)(?:\/[\w/-]+)?)'/g;

test('the shell offers every shared library module the remotes and shared import, so the page holds one of each', () => {
  const used = new Set<string>(['react/jsx-runtime']);
  for (const pkg of PACKAGES) imports(path.join(ROOT, pkg, 'src'), SHARED_IMPORT, used);
  expect(used.size).toBeGreaterThan(20);
  const missing = [...used].filter((m) => !(m in SHARED_FOR_REMOTES)).sort();
  expect(missing).toEqual([]);
});

test('each offered module carries the version and rules the remotes were built with', () => {
  const shared = sharedForRemotes(__SHARED_FOR_REMOTES__);
  expect(Object.keys(shared).sort()).toEqual(Object.keys(SHARED_FOR_REMOTES).sort());
  expect(shared['@mui/material/Button']).toMatchObject({ version: __SHARED_FOR_REMOTES__['@mui/material/']!.version, shareConfig: { singleton: true } });
  expect(() => sharedForRemotes({})).toThrow('react is offered to remotes but not shared');
});

test('the shell offers every @agrihub/shared entry, so remotes share its one session and router', () => {
  const used = new Set<string>();
  for (const pkg of PACKAGES.filter((p) => p !== 'shared')) imports(path.join(ROOT, pkg, 'src'), /from '(@agrihub\/shared(?:\/[\w-]+)?)'/g, used);
  used.delete('@agrihub/shared/testing');
  expect(used.has('@agrihub/shared')).toBe(true);
  const exported = Object.keys((JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')) as { exports: Record<string, string> }).exports)
    // ./messages is the server's (its answers' Urdu); no page imports it. ./right-to-left is the build's
    // (the Urdu font the prerendered pages declare); pages reach it only through shared's own language switch.
    .filter((key) => !['./package.json', './testing', './messages', './right-to-left'].includes(key) && !key.startsWith('./build'))
    .map((key) => (key === '.' ? '@agrihub/shared' : `@agrihub/shared/${key.slice(2)}`));
  expect(
    Object.keys(SHARED_FOR_REMOTES)
      .filter((key) => key.startsWith('@agrihub/shared'))
      .sort(),
  ).toEqual(exported.sort());
  expect([...used].filter((m) => !(m in SHARED_FOR_REMOTES))).toEqual([]);
});
