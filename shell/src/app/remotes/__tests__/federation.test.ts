import { init } from '@module-federation/enhanced/runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn(), loadRemote: jest.fn(), registerRemotes: jest.fn(), preloadRemote: jest.fn() }));

const mockedInit = init as jest.MockedFunction<typeof init>;

test("puts the runtime where production remotes look for it and offers the shell's modules, each counted as loaded", async () => {
  const global = globalThis as { _FEDERATION_RUNTIME_CORE?: { ModuleFederation?: unknown } };
  delete global._FEDERATION_RUNTIME_CORE;
  await import('../federation');

  // A remote's remoteEntry.js (externalRuntime) reads this global as soon as it runs.
  expect(typeof (global._FEDERATION_RUNTIME_CORE as { ModuleFederation?: unknown } | undefined)?.ModuleFederation).toBe('function');
  expect(mockedInit).toHaveBeenCalledTimes(1);
  const options = mockedInit.mock.calls[0]![0];
  expect(options).toMatchObject({ name: 'shell', remotes: [], shareStrategy: 'loaded-first' });
  const shared = options.shared as Record<
    string,
    { version: string; loaded: boolean; shareConfig: { singleton: boolean; strictVersion: boolean }; get: () => Promise<() => unknown> }
  >;
  expect(shared.react).toMatchObject({ loaded: true, shareConfig: { singleton: true, strictVersion: false } });
  expect(shared['@agrihub/shared']).toMatchObject({ loaded: true, shareConfig: { singleton: true, strictVersion: true } });
  // What a remote receives is the shell's own module instance.
  const react = await shared['react/jsx-runtime']!.get();
  expect((react() as { jsx: unknown }).jsx).toBe((await import('react/jsx-runtime')).jsx);
});
