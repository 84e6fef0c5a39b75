import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../features/auth/auth-store';

/**
 * Keeps the signed-in area live (features/live/live-updates.ts): the client loads after the page has drawn, as a
 * chunk of its own, so the first load does not wait for it.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  useEffect(() => {
    if (!signedIn) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import(/* webpackChunkName: "live" */ '../../features/live/live-updates').then(({ startLiveUpdates }) => {
      if (cancelled) return;
      stop = startLiveUpdates({
        queryClient,
        onAccountChange: () =>
          void useAuthStore
            .getState()
            .refreshUser()
            .catch(() => undefined),
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, signedIn]);
}
