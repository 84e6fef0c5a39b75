// The federation runtime for a production remote opened on its own (standalone QA): the remote's
// build takes runtime-core from the page (experiments.externalRuntime), where in the portal the
// shell puts it. Built by its own compilation (webpack.mjs) and loaded before the remote's scripts.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
