import { loadRemote, preloadRemote, registerRemotes } from '../federation';
import {
  RemoteUnavailableError,
  fetchRemoteManifests,
  loadRemoteManifests,
  loadRemoteModule,
  preloadRemoteModule,
  registerRemoteManifests,
} from '../remote-registry';

// The runtime module the registry loads on demand; its own set-up is tested in federation.test.ts.
jest.mock('../federation', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), preloadRemote: jest.fn() }));

const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedPreload = preloadRemote as jest.MockedFunction<typeof preloadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

function jsonResponse(body: unknown, ok = true) {
  return { ok, json: () => Promise.resolve(body) } as unknown as Response;
}

afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
});

test('reads only known remotes with string URLs from /remotes.json', async () => {
  const fetchImpl = jest.fn().mockResolvedValue(jsonResponse({ orders: '/mfe/orders/mf-manifest.json', catalog: 42, unknown: '/x.json' }));
  await expect(fetchRemoteManifests(fetchImpl)).resolves.toEqual({ orders: '/mfe/orders/mf-manifest.json' });
  expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
});

test('an unreachable /remotes.json registers nothing instead of blocking the shell', async () => {
  await expect(fetchRemoteManifests(jest.fn().mockRejectedValue(new Error('offline')))).resolves.toEqual({});
  await expect(fetchRemoteManifests(jest.fn().mockResolvedValue(jsonResponse({}, false)))).resolves.toEqual({});
});

test('registers a remote with the runtime when it is first loaded, and again with force for a fresh load', async () => {
  registerRemoteManifests({ orders: 'http://cdn.example/orders/mf-manifest.json' });
  expect(mockedRegister).not.toHaveBeenCalled();

  mockedLoad.mockResolvedValue({ default: 'page' });
  await expect(loadRemoteModule('orders', 'OrderManagement')).resolves.toEqual({ default: 'page' });
  await loadRemoteModule('orders', 'RetailerInsights');
  expect(mockedRegister).toHaveBeenCalledTimes(1);
  expect(mockedRegister).toHaveBeenCalledWith([{ name: 'orders', entry: 'http://cdn.example/orders/mf-manifest.json' }], { force: false });

  await loadRemoteModule('orders', 'OrderManagement', { fresh: true });
  expect(mockedRegister).toHaveBeenLastCalledWith([{ name: 'orders', entry: 'http://cdn.example/orders/mf-manifest.json' }], { force: true });
  expect(mockedLoad).toHaveBeenCalledWith('orders/OrderManagement');
});

test("preloads the current route's remote entry and page code", async () => {
  registerRemoteManifests({ orders: '/mfe/orders/mf-manifest.json' });
  await preloadRemoteModule('orders', 'OrderManagement');
  expect(mockedPreload).toHaveBeenCalledWith([{ nameOrAlias: 'orders', exposes: ['OrderManagement'] }]);
});

test('a failing preload is left for the page load to report', async () => {
  registerRemoteManifests({ catalog: '/mfe/catalog/mf-manifest.json' });
  mockedPreload.mockRejectedValueOnce(new Error('offline'));
  await expect(preloadRemoteModule('catalog', 'ProductCatalog')).resolves.toBeUndefined();
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

test('a remote page opened before /remotes.json has answered waits for it instead of failing', async () => {
  let answer!: (response: Response) => void;
  const fetchImpl = jest.fn().mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
  const listed = loadRemoteManifests(fetchImpl);
  mockedLoad.mockResolvedValueOnce({ default: 'page' });
  const pending = loadRemoteModule('support', 'Support');
  expect(mockedLoad).not.toHaveBeenCalled();
  answer(jsonResponse({ support: '/mfe/support/mf-manifest.json' }));
  await listed;
  await expect(pending).resolves.toEqual({ default: 'page' });
  expect(mockedLoad).toHaveBeenCalledWith('support/Support');
});
