// The shell's build defines __SHARED_FOR_REMOTES__ from shared/build/federation.mjs; its tests see the same.
const { sharedDependencies } = require('../shared/build/federation.mjs');

const preset = require('../jest.preset.cjs')();
module.exports = { ...preset, globals: { ...preset.globals, __SHARED_FOR_REMOTES__: sharedDependencies() } };
