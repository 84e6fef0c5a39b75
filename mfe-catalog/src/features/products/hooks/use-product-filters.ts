import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CATEGORIES, STATUS_OPTIONS } from '../constants';

export interface ProductFilters {
  q: string;
  /** '' for all categories, else one of CATEGORIES' values. */
  category: string;
  /** '' for All Status, else one of STATUS_OPTIONS. */
  status: string;
  page: number;
}

export type FilterChange = Partial<Omit<ProductFilters, 'page'>>;

function readFilters(params: URLSearchParams): ProductFilters {
  const category = (params.get('category') ?? '').toLowerCase();
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q') ?? '',
    category: CATEGORIES.some((c) => c.value === category) ? category : '',
    status: (STATUS_OPTIONS as readonly string[]).includes(status) ? status : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The catalog's filters live in the URL query (?q=&category=&status=&page=), so a filtered view can
 * be reloaded, shared and navigated with Back. Unknown values read as "all".
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const write = useCallback(
    (change: (current: ProductFilters) => ProductFilters, replace: boolean) => {
      setParams(
        (current) => {
          const next = change(readFilters(current));
          const out = new URLSearchParams(current);
          const set = (key: string, value: string) => (value ? out.set(key, value) : out.delete(key));
          set('q', next.q);
          set('category', next.category);
          set('status', next.status);
          set('page', next.page > 1 ? String(next.page) : '');
          return out;
        },
        { replace },
      );
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
