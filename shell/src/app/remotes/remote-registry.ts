import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

/**
 * Production remotes carry no federation runtime of their own (experiments.externalRuntime, see
 * shared/build/webpack.mjs): each remoteEntry.js takes runtime-core from this global, the shell's
 * own instance, which saves every remote page about 18 KiB. Set before any remote is registered.
 */
export function provideFederationRuntime(): void {
  (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

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

function register(name: RemoteName, force: boolean): void {
  const entry = manifestUrls[name];
  if (!entry) return;
  registerRemotes([{ name, entry }], { force });
}

export function registerRemoteManifests(map: RemoteManifestMap): void {
  provideFederationRuntime();
  Object.assign(manifestUrls, map);
  for (const name of REMOTE_NAMES) register(name, false);
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
  if (!manifestUrls[remote]) throw new RemoteUnavailableError(remote, 'not listed in /remotes.json');
  if (fresh) register(remote, true);
  const loaded = await withTimeout(loadRemote<T>(`${remote}/${module}`), timeoutMs, remote);
  if (!loaded) throw new RemoteUnavailableError(remote, `module ${module} not found`);
  return loaded;
}
