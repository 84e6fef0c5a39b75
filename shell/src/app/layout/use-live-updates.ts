import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../features/auth/auth-store';
import { authKeys } from '../../features/auth/api/keys';

/** The longest the live client waits for an idle moment once the page has loaded. */
const IDLE_WAIT_MS = 3000;

/**
 * Runs `start` once the page has loaded and the main thread is idle (or after IDLE_WAIT_MS), so the first
 * screen's own scripts and data come first. Returns a cancel function.
 */
function whenPageIdle(start: () => void): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(start, { timeout: IDLE_WAIT_MS });
    else timer = setTimeout(start, 0);
  };
  const loaded = document.readyState === 'complete';
  if (loaded) schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Keeps the signed-in area live (features/live/live-updates.ts): the client loads as a chunk of its own once the
 * page has loaded and gone idle, so neither its script nor its stream competes with the first screen (the
 * dashboard's Lighthouse blocking time rose when it started right after the first draw).
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  useEffect(() => {
    if (!signedIn) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelWait = whenPageIdle(() => {
      void import(/* webpackChunkName: "live" */ '../../features/live/live-updates').then(({ startLiveUpdates }) => {
        if (cancelled) return;
        stop = startLiveUpdates({
          queryClient,
          // The company changed (verified, renamed, its settings): the signed-in user and Settings' company reads.
          onAccountChange: () => {
            void useAuthStore
              .getState()
              .refreshUser()
              .catch(() => undefined);
            void queryClient.invalidateQueries({ queryKey: authKeys.company() });
            void queryClient.invalidateQueries({ queryKey: authKeys.creditSettings() });
          },
        });
      });
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
  }, [queryClient, signedIn]);
}
