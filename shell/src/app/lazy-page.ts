import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { loadOnce } from '@agrihub/shared/core';

export type LazyPage<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the page's code now (the current route's page, at start-up). */
  preload(): Promise<unknown>;
};

/**
 * A page whose code loads when it is first shown, or earlier with `preload()`, so sign-in does not
 * download the dashboard and the dashboard does not download sign-up. A failed load is forgotten,
 * so the next attempt fetches again instead of replaying the failure.
 */
export function lazyPage<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyPage<P> {
  const preload = loadOnce(() => load().then((module) => ({ default: pick(module) })));
  return Object.assign(lazy(preload), { preload });
}
