import { loadOnce } from '../load-once';

test('callers share one load while it succeeds', async () => {
  const load = jest.fn().mockResolvedValue('chunk');
  const get = loadOnce(load);
  await expect(Promise.all([get(), get()])).resolves.toEqual(['chunk', 'chunk']);
  await get();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load is tried again by the next caller, not replayed', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce('chunk');
  const get = loadOnce(load);
  await expect(get()).rejects.toThrow('ChunkLoadError');
  await expect(get()).resolves.toBe('chunk');
  expect(load).toHaveBeenCalledTimes(2);
});
