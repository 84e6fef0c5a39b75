import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '../router';

/** Filters kept in the URL query; `page` is written by the hook (left out of the URL on page 1). */
export interface UrlFilters {
  page: number;
}

export type UrlFilterChange<F extends UrlFilters> = Partial<Omit<F, 'page'>>;

/** The `page` query value (or another key's, for a second list on one page): a whole number from 1, else 1. */
export function readPage(params: URLSearchParams, key = 'page'): number {
  const page = Number(params.get(key) ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A list's filters in the URL query, so a filtered view can be bookmarked, shared, reloaded and
 * navigated with Back. `read` turns the query into filters (unknown values read as defaults; pass a
 * stable function); `write` gives each filter's query value, '' leaving it out of the URL. Query
 * keys `write` does not name are kept. A filter change starts again at page 1; a change of `q` (the
 * search box) replaces the history entry instead of adding one. A second list on the same page keeps
 * its page number under its own `pageKey` (its `read` reads it with readPage(params, pageKey)).
 */
export function useUrlFilters<F extends UrlFilters>(
  read: (params: URLSearchParams) => F,
  write: (filters: F) => Record<string, string>,
  { pageKey = 'page' }: { pageKey?: string } = {},
) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => read(params), [read, params]);
  // setSearchParams' updater sees the params of the last render, so two changes before the next
  // render (From then To typed quickly, or a filter picked while a search is on its way) would lose
  // the first: build on the last query written.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (change: (current: F) => F, replace: boolean) => {
      const next = change(read(latest.current));
      const out = new URLSearchParams(latest.current);
      const values = { ...write(next), [pageKey]: next.page > 1 ? String(next.page) : '' };
      for (const [key, value] of Object.entries(values)) {
        if (value) out.set(key, value);
        else out.delete(key);
      }
      latest.current = out;
      setParams(out, { replace });
    },
    [read, write, pageKey, setParams],
  );

  const setFilters = useCallback(
    (change: UrlFilterChange<F>) => update((current) => ({ ...current, ...change, page: 1 }), 'q' in change && change.q !== undefined),
    [update],
  );
  const setPage = useCallback((page: number) => update((current) => ({ ...current, page }), false), [update]);

  /**
   * Call with the list's total once the server has answered for these filters (undefined while it
   * has not): a page past the end (an old bookmark, a list that shrank, ?page=999 typed) moves to
   * the last page, replacing the history entry so Back does not return to an empty page.
   */
  const keepPageWithin = useCallback(
    (total: number | undefined, pageSize: number) => {
      if (total === undefined) return;
      const last = Math.max(1, Math.ceil(total / pageSize));
      if (read(latest.current).page > last) update((current) => ({ ...current, page: last }), true);
    },
    [read, update],
  );

  return { filters, setFilters, setPage, keepPageWithin };
}

/** A paged list's query as TanStack Query answers it: its total, and whether a previous answer stands in. */
export interface PagedAnswer {
  data?: { pagination: { total: number } } | undefined;
  isPlaceholderData: boolean;
}

/**
 * Keeps a list on one of its pages: once the server has answered for the filters (not while the
 * previous answer stands in as a placeholder), a page past the end moves to the last page, with
 * `keepPageWithin` from useUrlFilters. Every paged list calls it beside its query.
 */
export function usePageWithin(
  keepPageWithin: (total: number | undefined, pageSize: number) => void,
  page: number,
  answer: PagedAnswer,
  pageSize: number,
): void {
  const total = answer.isPlaceholderData ? undefined : answer.data?.pagination.total;
  useEffect(() => keepPageWithin(total, pageSize), [keepPageWithin, total, page, pageSize]);
}
