import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage } from '../lazy-page';

function Hello() {
  return <h1>Hello</h1>;
}

test('preload starts the download once, and the page renders from it', async () => {
  const load = jest.fn().mockResolvedValue({ Hello });
  const Page = lazyPage(load, (m: { Hello: typeof Hello }) => m.Hello);
  await Promise.all([Page.preload(), Page.preload()]);
  render(
    <Suspense fallback={<p>Loading...</p>}>
      <Page />
    </Suspense>,
  );
  expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed download is tried again on the next attempt, not replayed', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce({ Hello });
  const Page = lazyPage(load, (m: { Hello: typeof Hello }) => m.Hello);
  await expect(Page.preload()).rejects.toThrow('ChunkLoadError');
  await expect(Page.preload()).resolves.toEqual({ default: Hello });
  expect(load).toHaveBeenCalledTimes(2);
});
