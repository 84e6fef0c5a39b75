import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LiveUpdateHandlers } from '../../../features/live/live-updates';
import { useAuthStore } from '../../../features/auth/auth-store';
import { authKeys } from '../../../features/auth/api/keys';
import { useLiveUpdates } from '../use-live-updates';

const started: LiveUpdateHandlers[] = [];
const stop = jest.fn();
jest.mock('../../../features/live/live-updates', () => ({
  startLiveUpdates: (handlers: LiveUpdateHandlers) => {
    started.push(handlers);
    return stop;
  },
}));

function wrapperFor(queryClient: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}

afterEach(() => {
  started.length = 0;
  stop.mockClear();
  jest.restoreAllMocks();
});

describe('useLiveUpdates', () => {
  it('starts the live client once the page has loaded and gone idle, signed in only, and stops it on sign-out', async () => {
    const queryClient = new QueryClient();
    useAuthStore.setState({ status: 'unauthenticated' });
    const { rerender, unmount } = renderHook(() => useLiveUpdates(), { wrapper: wrapperFor(queryClient) });
    await new Promise((r) => setTimeout(r, 20));
    expect(started).toHaveLength(0);

    // Signed in while the page is still loading: nothing until its load event, then its idle moment.
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle: (() => void)[] = [];
    Object.assign(window, {
      requestIdleCallback: jest.fn((run: () => void) => idle.push(run)),
      cancelIdleCallback: jest.fn(),
    });
    try {
      useAuthStore.setState({ status: 'authenticated' });
      rerender();
      await new Promise((r) => setTimeout(r, 20));
      expect(idle).toHaveLength(0);
      window.dispatchEvent(new Event('load'));
      expect(idle).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 20));
      expect(started).toHaveLength(0);
      idle[0]!();
      await waitFor(() => expect(started).toHaveLength(1));
      unmount();
      expect(stop).toHaveBeenCalledTimes(1);
    } finally {
      Object.assign(window, { requestIdleCallback: undefined, cancelIdleCallback: undefined });
    }
  });

  it("re-reads the signed-in user and the account pages' data when the company changes", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(authKeys.company(), { companyName: 'Old name' });
    queryClient.setQueryData(['orders', 'list'], { orders: [] });
    const refreshUser = jest.fn().mockResolvedValue(undefined);
    useAuthStore.setState({ status: 'authenticated', refreshUser });
    renderHook(() => useLiveUpdates(), { wrapper: wrapperFor(queryClient) });
    await waitFor(() => expect(started).toHaveLength(1));

    started[0]!.onAccountChange();
    expect(refreshUser).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(authKeys.company())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['orders', 'list'])?.isInvalidated).toBe(false);
  });
});
