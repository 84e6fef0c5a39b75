// The one list of shared singletons every app agrees on (docs/architecture.md, "Module Federation").
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const SINGLETONS = [
  'react',
  'react-dom',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  'notistack',
  'zustand',
  '@tanstack/react-query',
  // The forms' schemas of four remotes: each bundled its own copy (about 11 KiB gzipped), downloaded
  // again with every remote a user opened; the shell's one copy now serves them all. formik stays
  // in each remote: offered, every export of it would be kept in the sign-in page's code (+1.8 KiB).
  'yup',
  '@agrihub/shared',
];

// Subpath imports (react/jsx-runtime, react-dom/client, @mui/material/styles...) are separate
// modules to webpack; without a prefix share key each app would bundle its own copy.
// @agrihub/shared's entry points (core, providers, ui, notifications, router) load apart, so a page takes only its part.
const PREFIXED = ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled', '@agrihub/shared'];

function versionOf(pkg) {
  return require(`${pkg}/package.json`).version;
}

// A remote built against a newer @agrihub/shared than the running shell's would otherwise get the
// shell's copy and call exports it lacks (undefined, no warning). Strict, it fails to load and the
// shell shows its "module unavailable" fallback instead. The version follows shared's public API
// (public-api.json): minor when exports are added, major when any is removed or changed.
const STRICT = new Set(['@agrihub/shared']);

export function sharedDependencies() {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg);
    shared[pkg] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: STRICT.has(pkg) };
  }
  for (const pkg of PREFIXED) {
    const version = versionOf(pkg);
    shared[`${pkg}/`] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: STRICT.has(pkg) };
  }
  return shared;
}

export const REMOTES = {
  orders: { dir: 'mfe-orders', port: 3001 },
  catalog: { dir: 'mfe-catalog', port: 3002 },
  documents: { dir: 'mfe-documents', port: 3003 },
  commerce: { dir: 'mfe-commerce', port: 3004 },
  support: { dir: 'mfe-support', port: 3005 },
};
