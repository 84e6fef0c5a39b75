// The federation runtime, loaded with the first remote page (or its preload), not at sign-in:
// about 22 KiB gzipped that the sign-in page and the dashboard do without.
import { init, loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { sharedForRemotes } from './shared-for-remotes';

// Production remotes carry no runtime of their own (experiments.externalRuntime, see
// shared/build/webpack.mjs): each remoteEntry.js takes runtime-core from this global, the shell's own
// instance, which saves every remote page about 18 KiB. Set before any remote is registered.
(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= runtimeCore;

init({ name: 'shell', remotes: [], shared: sharedForRemotes(), shareStrategy: 'loaded-first' });

export { loadRemote, preloadRemote, registerRemotes };
