import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_FROM, ORDER_STATUSES, pakistanToday } from '../constants';

export interface OrderFilters {
  q: string;
  /** '' for all statuses. */
  status: string;
  /** yyyy-MM-dd, inclusive (Pakistan days). */
  from: string;
  to: string;
  page: number;
}

export type FilterChange = Partial<Omit<OrderFilters, 'page'>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readFilters(params: URLSearchParams, today = pakistanToday()): OrderFilters {
  const status = (params.get('status') ?? '').toLowerCase();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q') ?? '',
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? status : '',
    from: DATE.test(from) ? from : DEFAULT_FROM,
    to: DATE.test(to) ? to : today,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The order list's filters live in the URL query (?q=&status=&from=&to=&page=), so a filtered view
 * can be bookmarked, shared and reloaded. The default range (2024-01-01 to today) stays out of the
 * URL, so a bookmark without dates always ends today.
 */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  // setSearchParams' updater sees the params of the last render, so two changes before the next
  // render (From then To, typed quickly) would lose the first: build on the last query written.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const write = useCallback(
    (change: (current: OrderFilters) => OrderFilters, replace: boolean) => {
      const today = pakistanToday();
      const next = change(readFilters(latest.current, today));
      const out = new URLSearchParams(latest.current);
      const set = (key: string, value: string) => (value ? out.set(key, value) : out.delete(key));
      set('q', next.q);
      set('status', next.status);
      set('from', next.from === DEFAULT_FROM ? '' : next.from);
      set('to', next.to === today ? '' : next.to);
      set('page', next.page > 1 ? String(next.page) : '');
      latest.current = out;
      setParams(out, { replace });
    },
    [setParams],
  );

  /** A filter change starts again at page 1; typing in the search box replaces the history entry. */
  const setFilters = useCallback(
    (change: FilterChange) => write((current) => ({ ...current, ...change, page: 1 }), change.q !== undefined),
    [write],
  );
  const setPage = useCallback((page: number) => write((current) => ({ ...current, page }), false), [write]);

  return { filters, setFilters, setPage };
}
