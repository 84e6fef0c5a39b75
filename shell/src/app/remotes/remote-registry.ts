import { loadOnce } from '@agrihub/shared/core';

type Federation = typeof import('./federation');

/**
 * The federation runtime (./federation), fetched the first time a remote is needed. A failed
 * download is forgotten, so Retry fetches it again.
 */
const loadFederation = loadOnce((): Promise<Federation> => import('./federation'));

export type RemoteName = 'orders' | 'catalog' | 'documents' | 'commerce' | 'support';
export const REMOTE_NAMES: readonly RemoteName[] = ['orders', 'catalog', 'documents', 'commerce', 'support'];

/** How long a remote page may take to load before the fallback replaces the loading state. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`Remote "${remote}" is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

type RemoteManifestMap = Partial<Record<RemoteName, string>>;

const manifestUrls: RemoteManifestMap = {};
/** Remotes registered with the runtime, so each is registered once (again only for a fresh load). */
const registered = new Set<RemoteName>();
/** Settles once /remotes.json has been read (or has failed); remote loads wait for it. */
let manifestsReady: Promise<void> = Promise.resolve();

/**
 * Reads name -> manifest URL from /remotes.json. Nothing about where remotes live is in the shell's
 * build; a failure here leaves every remote unregistered (each page then shows its fallback) rather
 * than blocking the shell.
 */
export async function fetchRemoteManifests(fetchImpl: typeof fetch = fetch): Promise<RemoteManifestMap> {
  try {
    const response = await fetchImpl('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) return {};
    const body: unknown = await response.json();
    if (!body || typeof body !== 'object') return {};
    const map: RemoteManifestMap = {};
    for (const name of REMOTE_NAMES) {
      const url = (body as Record<string, unknown>)[name];
      if (typeof url === 'string' && url.length > 0) map[name] = url;
    }
    return map;
  } catch {
    return {};
  }
}

/** Remembers where each remote lives; the runtime learns it when the remote is first loaded. */
export function registerRemoteManifests(map: RemoteManifestMap): void {
  Object.assign(manifestUrls, map);
  for (const name of Object.keys(map) as RemoteName[]) registered.delete(name);
}

/** The runtime, with `remote` registered (again with `force`: see loadRemoteModule). */
async function federationWith(remote: RemoteName, force: boolean): Promise<Federation> {
  const entry = manifestUrls[remote];
  if (!entry) throw new RemoteUnavailableError(remote, 'not listed in /remotes.json');
  const runtime = await loadFederation();
  if (force || !registered.has(remote)) {
    runtime.registerRemotes([{ name: remote, entry }], { force });
    registered.add(remote);
  }
  return runtime;
}

/**
 * Reads /remotes.json and registers every remote, without holding up the first render: a remote page
 * opened meanwhile waits for it (loadRemoteModule).
 */
export function loadRemoteManifests(fetchImpl: typeof fetch = fetch): Promise<void> {
  manifestsReady = fetchRemoteManifests(fetchImpl).then(registerRemoteManifests);
  return manifestsReady;
}

/**
 * Fetches `remote`'s entry and the code of its `module` ahead of the page that shows it (the page a
 * deep link or a reload opens), while the session check runs. Best effort: the page's own load
 * reports any failure.
 */
export async function preloadRemoteModule(remote: RemoteName, module: string): Promise<void> {
  await manifestsReady;
  try {
    const runtime = await federationWith(remote, false);
    await runtime.preloadRemote([{ nameOrAlias: remote, exposes: [module] }]);
  } catch {
    // Unlisted or unreachable: the page's load tries again and shows the fallback if it really is.
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteUnavailableError(remote, `timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads `remote/module`. `fresh` re-registers the remote first: the runtime caches a failed
 * manifest or entry load, so a Retry without it would replay the old failure.
 */
export async function loadRemoteModule<T>(
  remote: RemoteName,
  module: string,
  { fresh = false, timeoutMs = REMOTE_LOAD_TIMEOUT_MS }: { fresh?: boolean; timeoutMs?: number } = {},
): Promise<T> {
  const load = async () => {
    await manifestsReady;
    const runtime = await federationWith(remote, fresh);
    return runtime.loadRemote<T>(`${remote}/${module}`);
  };
  // The wait for /remotes.json counts too: a page never waits longer than timeoutMs.
  const loaded = await withTimeout(load(), timeoutMs, remote);
  if (!loaded) throw new RemoteUnavailableError(remote, `module ${module} not found`);
  return loaded;
}
