import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createTestQueryClient } from '../../testing';
import { useRefreshingMutation } from '../use-refreshing-mutation';

test('a successful write edits the cache at once, then refetches the queries it names and no others', async () => {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const listFetch = jest.fn().mockResolvedValueOnce(['a', 'b']).mockResolvedValue(['b']);
  const otherFetch = jest.fn().mockResolvedValue('other');
  const { result } = renderHook(
    () => ({
      list: useQuery({ queryKey: ['items', 'list'], queryFn: listFetch }),
      other: useQuery({ queryKey: ['other'], queryFn: otherFetch }),
      remove: useRefreshingMutation(async (id: string) => id, [['items']], {
        applyLocally: (client, _data, id) => client.setQueryData<string[]>(['items', 'list'], (items) => items?.filter((i) => i !== id)),
      }),
    }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.list.data).toEqual(['a', 'b']));
  await act(() => result.current.remove.mutateAsync('a'));
  expect(listFetch).toHaveBeenCalledTimes(2);
  // The render that shows it may come a tick after the mutation settles on a busy machine.
  await waitFor(() => expect(result.current.list.data).toEqual(['b']));
  expect(otherFetch).toHaveBeenCalledTimes(1);
});

test('a failed write refetches nothing', async () => {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const listFetch = jest.fn().mockResolvedValue(['a']);
  const { result } = renderHook(
    () => ({
      list: useQuery({ queryKey: ['items'], queryFn: listFetch }),
      save: useRefreshingMutation(async () => Promise.reject(new Error('refused')), [['items']]),
    }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.list.data).toEqual(['a']));
  await act(async () => {
    await expect(result.current.save.mutateAsync(undefined)).rejects.toThrow('refused');
  });
  expect(listFetch).toHaveBeenCalledTimes(1);
});
