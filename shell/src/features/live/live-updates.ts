import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { API_PREFIX, apiClient, dashboardKeys, getAccessToken, notificationKeys, sessionKeys, type QueryRoot } from '@agrihub/shared/core';
import { openEventStream, type StreamEvent } from './event-stream';

/**
 * What each kind of change makes stale, by the query keys' first part: the shell's and every
 * remote's (one query client serves them all), each a root of shared's QUERY_ROOTS, so a root
 * renamed there fails the typecheck here. Only queries on screen refetch; the rest refetch
 * when next shown.
 */
const root = (name: QueryRoot): QueryKey => [name];

export const STALE_BY_TOPIC: Record<string, readonly QueryKey[]> = {
  orders: [root('orders'), dashboardKeys.all, root('retailer-insights'), root('retailer-accounts'), root('payments'), root('logistics')],
  products: [root('products'), dashboardKeys.all, root('new-order')],
  // A document's review (verified, rejected with its reason) comes with a notification: the Document
  // Center and the dashboard's review state show it at once.
  notifications: [notificationKeys.all, dashboardKeys.all, root('documents')],
  account: [sessionKeys.all, root('documents'), dashboardKeys.all],
};

/** Added to the page's age for the first stream: covers a request's time in flight. */
const DATA_AGE_MARGIN_MS = 2000;

/** Events in a burst (one save raises several) refetch once. */
export const COALESCE_MS = 300;

export interface LiveUpdateHandlers {
  queryClient: QueryClient;
  /** The company itself changed (verified, renamed): read the signed-in user again. */
  onAccountChange(): void;
}

/**
 * Listens to GET /api/events while signed in and refetches what a change made stale, so every tab
 * of every member shows a colleague's change within moments. `resync` (events were missed) makes
 * everything stale. Returns the function that stops.
 */
export function startLiveUpdates({ queryClient, onAccountChange }: LiveUpdateHandlers, stream = openEventStream): () => void {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    // Each key once, however many of the pending kinds make it stale (the dashboard, for most).
    const stale = new Map<string, QueryKey>();
    for (const topic of pending) for (const queryKey of STALE_BY_TOPIC[topic] ?? []) stale.set(JSON.stringify(queryKey), queryKey);
    for (const queryKey of stale.values()) void queryClient.invalidateQueries({ queryKey });
    if (pending.has('account')) onAccountChange();
    pending.clear();
  };
  const onEvent = ({ type }: StreamEvent) => {
    if (type === 'resync') Object.keys(STALE_BY_TOPIC).forEach((t) => pending.add(t));
    else if (type in STALE_BY_TOPIC) pending.add(type);
    else return;
    timer ??= setTimeout(flush, COALESCE_MS);
  };
  const stop = stream({
    url: `${API_PREFIX}/events`,
    getToken: getAccessToken,
    refresh: () => apiClient.refresh(),
    onEvent,
    // The client starts once the page has settled: what changed since the page's first data is sent.
    dataAgeMs: () => performance.now() + DATA_AGE_MARGIN_MS,
  });
  return () => {
    stop();
    clearTimeout(timer);
  };
}
