import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  RemoteUnavailableError,
  fetchRemoteManifests,
  loadRemoteModule,
  registerRemoteManifests,
} from '../remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

function jsonResponse(body: unknown, ok = true) {
  return { ok, json: () => Promise.resolve(body) } as unknown as Response;
}

afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
});

test('reads only known remotes with string URLs from /remotes.json', async () => {
  const fetchImpl = jest.fn().mockResolvedValue(
    jsonResponse({ orders: '/mfe/orders/mf-manifest.json', catalog: 42, unknown: '/x.json' }),
  );
  await expect(fetchRemoteManifests(fetchImpl)).resolves.toEqual({ orders: '/mfe/orders/mf-manifest.json' });
  expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
});

test('an unreachable /remotes.json registers nothing instead of blocking the shell', async () => {
  await expect(fetchRemoteManifests(jest.fn().mockRejectedValue(new Error('offline')))).resolves.toEqual({});
  await expect(fetchRemoteManifests(jest.fn().mockResolvedValue(jsonResponse({}, false)))).resolves.toEqual({});
});

test('registers each remote, and re-registers with force for a fresh load', async () => {
  registerRemoteManifests({ support: 'http://cdn.example/support/mf-manifest.json' });
  expect(mockedRegister).toHaveBeenCalledWith([{ name: 'support', entry: 'http://cdn.example/support/mf-manifest.json' }], { force: false });

  mockedLoad.mockResolvedValueOnce({ default: 'page' });
  await expect(loadRemoteModule('support', 'Support', { fresh: true })).resolves.toEqual({ default: 'page' });
  expect(mockedRegister).toHaveBeenLastCalledWith([{ name: 'support', entry: 'http://cdn.example/support/mf-manifest.json' }], { force: true });
  expect(mockedLoad).toHaveBeenCalledWith('support/Support');
});

test('a remote missing from /remotes.json is unavailable', async () => {
  await expect(loadRemoteModule('commerce', 'Payments')).rejects.toBeInstanceOf(RemoteUnavailableError);
});

test('a slow remote times out into an error', async () => {
  jest.useFakeTimers();
  registerRemoteManifests({ documents: '/mfe/documents/mf-manifest.json' });
  mockedLoad.mockReturnValueOnce(new Promise(() => undefined));
  const pending = loadRemoteModule('documents', 'DocumentCenter', { timeoutMs: 15_000 });
  jest.advanceTimersByTime(15_000);
  await expect(pending).rejects.toThrow('timed out after 15000 ms');
});

test('puts the federation runtime where production remotes look for it before registering any', () => {
  const global = globalThis as { _FEDERATION_RUNTIME_CORE?: { ModuleFederation?: unknown } };
  delete global._FEDERATION_RUNTIME_CORE;
  mockedRegister.mockImplementation(() => {
    // A remote's remoteEntry.js (externalRuntime) reads this global as soon as it runs.
    expect(typeof global._FEDERATION_RUNTIME_CORE?.ModuleFederation).toBe('function');
  });
  registerRemoteManifests({ orders: '/mfe/orders/mf-manifest.json' });
  expect(mockedRegister).toHaveBeenCalled();
});
