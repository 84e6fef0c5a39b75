// The shell's build defines __SHARED_FOR_REMOTES__ from shared/build/federation.mjs; its tests see the same.
const { sharedDependencies } = require('../shared/build/federation.mjs');

// fetch: the component tests answer HTTP through the typed MSW server (docs/decisions/0268).
const preset = require('../jest.preset.cjs')({ fetch: true });
module.exports = { ...preset, globals: { ...preset.globals, __SHARED_FOR_REMOTES__: sharedDependencies() } };
