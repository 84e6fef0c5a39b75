// Replaces @emotion/use-insertion-effect-with-fallbacks in the browser builds (webpack.mjs): emotion
// inserts a component's styles while it renders, not in React's commit. A commit cannot be split:
// the dashboard's first one compiled and inserted every style of the layout and page in one task
// (about 45 ms on this machine, 180 ms on a phone's CPU). Rendering runs in a transition, in slices
// that yield to the browser, so the same work no longer blocks input. A style inserted for a render
// React then discards stays unused; emotion inserts each rule once.
import * as React from 'react';

export const useInsertionEffectAlwaysWithSyncFallback = (create) => create();
export const useInsertionEffectWithLayoutFallback = React.useInsertionEffect || React.useLayoutEffect;
