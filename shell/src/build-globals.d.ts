/**
 * shared/build/federation.mjs's list of shared libraries as the shell's build wrote it
 * (DefinePlugin; jest.config.cjs for tests): package or prefix (`@mui/material/`) -> version and
 * rules. The remotes are built with the same list.
 */
declare const __SHARED_FOR_REMOTES__: Record<string, { singleton: boolean; requiredVersion: string; version: string; strictVersion: boolean }>;
