import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { AgingBucket } from '@agrihub/shared';
import { useSearchParams } from '@agrihub/shared/router';
import { AGING_BUCKETS } from '../constants';

export interface AgingFilters {
  /** Retailer name or city. */
  q: string;
  /** '' for all buckets. */
  bucket: AgingBucket | '';
  page: number;
}

/** The query keys of the aging filters: prefixed, as the transactions on the same page own q, status and page. */
export const AGING_PARAMS = { q: 'agingQ', bucket: 'aging', page: 'agingPage' } as const;

function readFilters(params: URLSearchParams): AgingFilters {
  const bucket = (params.get(AGING_PARAMS.bucket) ?? '').toLowerCase();
  const page = Number(params.get(AGING_PARAMS.page) ?? '1');
  return {
    q: params.get(AGING_PARAMS.q) ?? '',
    bucket: AGING_BUCKETS.find((b) => b === bucket) ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The receivables aging's filters in the URL query (?agingQ=&aging=31-60&agingPage=), beside the
 * transactions' own, so the collections view can be reloaded, shared and navigated with Back; links
 * without them show every retailer. Works as shared's useUrlFilters does (a filter change starts
 * again at page 1, a search replaces the history entry, other keys are kept), which cannot be used
 * here: it writes the page under `page`, the transactions' key.
 */
export function useAgingFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  // Two changes before the next render (a bucket picked while a search is on its way) must not lose
  // the first: build on the last query written, as useUrlFilters does.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (change: (current: AgingFilters) => AgingFilters, replace: boolean) => {
      const next = change(readFilters(latest.current));
      const out = new URLSearchParams(latest.current);
      const values: Record<string, string> = {
        [AGING_PARAMS.q]: next.q,
        [AGING_PARAMS.bucket]: next.bucket,
        [AGING_PARAMS.page]: next.page > 1 ? String(next.page) : '',
      };
      for (const [key, value] of Object.entries(values)) {
        if (value) out.set(key, value);
        else out.delete(key);
      }
      latest.current = out;
      setParams(out, { replace });
    },
    [setParams],
  );

  const setFilters = useCallback(
    (change: Partial<Omit<AgingFilters, 'page'>>) => update((current) => ({ ...current, ...change, page: 1 }), change.q !== undefined),
    [update],
  );
  const setPage = useCallback((page: number) => update((current) => ({ ...current, page }), false), [update]);

  return { filters, setFilters, setPage };
}
