import fs from 'node:fs';
import path from 'node:path';
import * as shared from '../index';

// Remotes take @agrihub/shared from the shell at run time (a strict singleton, see
// build/federation.mjs), so its version must say what it exports: a remote built against a version
// the shell does not satisfy is refused with the fallback, never run against missing exports.
const ROOT = path.join(__dirname, '../..');
const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
const ledger = JSON.parse(fs.readFileSync(path.join(ROOT, 'public-api.json'), 'utf8')) as Record<string, string[]>;
const exported = Object.keys(shared).sort();
/** A recorded name as it is at run time: `PORTAL_PATHS.aging` is a key of a constant object (scripts/shared-api.mjs). */
const present = (name: string) => {
  const [top, key] = name.split('.') as [string, string | undefined];
  const value: unknown = (shared as Record<string, unknown>)[top];
  return key === undefined ? value !== undefined : typeof value === 'object' && value !== null && key in value;
};
const [major, minor] = version.split('.').map(Number);

test('the runtime exports are the ones recorded for this version in public-api.json', () => {
  const recorded = ledger[version];
  if (!recorded) throw new Error(`public-api.json has no entry for version ${version}: run "npm run shared:release"`);
  expect(exported).toEqual(recorded.filter((name) => !name.includes('.')).sort());
  expect(recorded.filter((name) => !present(name))).toEqual([]);
});

test('within a major version, each release keeps every export of the releases before it', () => {
  for (const [earlier, names] of Object.entries(ledger)) {
    const [earlierMajor, earlierMinor] = earlier.split('.').map(Number);
    if (earlierMajor !== major || earlierMinor! > minor!) continue;
    const dropped = names.filter((name) => !present(name));
    expect({ since: earlier, dropped }).toEqual({ since: earlier, dropped: [] });
  }
});
