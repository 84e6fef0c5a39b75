import fs from 'node:fs';
import path from 'node:path';
import { MUI_FOR_REMOTES } from '../mui-for-remotes';

const ROOT = path.resolve(__dirname, '../../../../..');
const PACKAGES = ['shared', 'mfe-orders', 'mfe-catalog', 'mfe-documents', 'mfe-commerce', 'mfe-support'];

function muiImports(dir: string, found: Set<string>): Set<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__') muiImports(full, found);
    } else if (/\.tsx?$/.test(entry.name)) {
      for (const m of fs.readFileSync(full, 'utf8').matchAll(/from '(@mui\/material\/[\w/-]+)'/g)) found.add(m[1]!);
    }
  }
  return found;
}

test('the shell offers every MUI module the remotes and shared import, so the page holds one MUI', () => {
  const used = new Set<string>();
  for (const pkg of PACKAGES) muiImports(path.join(ROOT, pkg, 'src'), used);
  expect(used.size).toBeGreaterThan(10);
  const missing = [...used].filter((m) => !(m in MUI_FOR_REMOTES)).sort();
  expect(missing).toEqual([]);
});
