// @agrihub/shared's version says what it exports (docs/architecture.md, "Module Federation"): remotes
// take the shell's copy at run time, and a remote built against a version the shell does not satisfy
// is refused instead of run against missing exports. This script keeps that promise so nobody edits
// it by hand:
//   node scripts/shared-api.mjs            (in `npm run lint`) fails when the exports differ from
//                                          what public-api.json records for shared's version;
//   npm run shared:release                 records them: a minor version when exports were only
//                                          added, a major one when any went away, then refreshes
//                                          package-lock.json. Every app depends on shared as "*",
//                                          the workspace itself, so nothing else changes.
// The exports are read from the source with the TypeScript compiler (the value exports of
// shared/src/index.ts); shared's own jest test checks the same list at run time.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import ts from 'typescript';
import { ROOT } from './apps.mjs';

const SHARED = path.join(ROOT, 'shared');
const LEDGER = path.join(SHARED, 'public-api.json');
const PACKAGE = path.join(SHARED, 'package.json');

/**
 * A constant object's keys are API too: a remote that reads `PORTAL_PATHS.aging` from a shell whose
 * shared lacks it gets undefined. For an export initialised with an object literal (`{...} as const`)
 * or a key family (`queryKeys(root, {...})`), each key is recorded as `NAME.key`.
 */
function objectKeys(name, declaration) {
  const unwrap = (node) => {
    while (node && (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))) node = node.expression;
    return node;
  };
  const namesOf = (literal) =>
    literal.properties.filter((p) => p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))).map((p) => `${name}.${p.name.text}`);
  const init = unwrap(declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined);
  if (!init) return [];
  if (ts.isObjectLiteralExpression(init)) return namesOf(init);
  // A key family, `queryKeys('root', { list: ... })`: `all` and each named key.
  const parts = ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'queryKeys' ? unwrap(init.arguments[1]) : undefined;
  return parts && ts.isObjectLiteralExpression(parts) ? [`${name}.all`, ...namesOf(parts)] : [];
}

/** The names shared's root entry exports as values (what a remote can call at run time), and the keys of its constant objects. */
export function sharedExports() {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(SHARED, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const entry = path.join(SHARED, 'src/index.ts');
  const program = ts.createProgram({ rootNames: [entry], options: config.options });
  const checker = program.getTypeChecker();
  const entryModule = checker.getSymbolAtLocation(program.getSourceFile(entry));
  return checker
    .getExportsOfModule(entryModule)
    .flatMap((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      if ((target.flags & ts.SymbolFlags.Value) === 0) return [];
      return [symbol.name, ...objectKeys(symbol.name, target.valueDeclaration)];
    })
    .sort();
}

/** The release these exports call for after `version`, or undefined when they are its own. */
export function nextRelease(version, recorded, exported) {
  const removed = recorded.filter((name) => !exported.includes(name));
  const added = exported.filter((name) => !recorded.includes(name));
  if (removed.length === 0 && added.length === 0) return undefined;
  const [major, minor] = version.split('.').map(Number);
  return { version: removed.length > 0 ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`, added, removed };
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pkg = readJson(PACKAGE);
  const ledger = readJson(LEDGER);
  const exported = sharedExports();
  const recorded = ledger[pkg.version];
  if (!recorded) {
    console.error(`shared/public-api.json has no entry for shared's version ${pkg.version}: run "npm run shared:release".`);
    process.exit(1);
  }
  const release = nextRelease(pkg.version, [...recorded].sort(), exported);
  if (process.argv.includes('--release')) {
    if (!release) {
      console.log(`@agrihub/shared ${pkg.version} already records its ${exported.length} exports.`);
      process.exit(0);
    }
    ledger[release.version] = exported;
    fs.writeFileSync(LEDGER, `${JSON.stringify(ledger, null, 2)}\n`);
    fs.writeFileSync(PACKAGE, `${JSON.stringify({ ...pkg, version: release.version }, null, 2)}\n`);
    execFileSync('npx', ['prettier', '--write', LEDGER, PACKAGE], { cwd: ROOT, stdio: 'ignore' });
    execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
    console.log(
      `@agrihub/shared ${pkg.version} -> ${release.version}` +
        (release.added.length ? `; added ${release.added.join(', ')}` : '') +
        (release.removed.length ? `; removed ${release.removed.join(', ')} (a major release: deploy the shell before any remote built with it)` : '') +
        '.',
    );
  } else if (release) {
    console.error(
      `@agrihub/shared's exports are not those recorded for ${pkg.version}` +
        (release.added.length ? ` (added: ${release.added.join(', ')})` : '') +
        (release.removed.length ? ` (removed: ${release.removed.join(', ')})` : '') +
        ': run "npm run shared:release" and commit what it writes.',
    );
    process.exit(1);
  } else console.log(`Shared: ${exported.length} exports, recorded for ${pkg.version}.`);
}
