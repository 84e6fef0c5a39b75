import { useEffect } from 'react';
import { useSearchParams } from '@agrihub/shared/router';
import { readPage, useUrlFilters } from '@agrihub/shared';
import type { UrlFilterChange } from '@agrihub/shared';
import { isCategory, statusValue } from '../constants';

export interface ProductFilters {
  q: string;
  /** '' for all categories, else one of the categories' values. */
  category: string;
  /** '' for All Status, else one of STATUS_OPTIONS' values (low_stock). */
  status: string;
  page: number;
}

export type FilterChange = UrlFilterChange<ProductFilters>;

function readFilters(params: URLSearchParams): ProductFilters {
  const category = (params.get('category') ?? '').toLowerCase();
  return {
    q: params.get('q') ?? '',
    category: isCategory(category) ? category : '',
    status: statusValue(params.get('status') ?? ''),
    page: readPage(params),
  };
}

const writeFilters = (f: ProductFilters): Record<string, string> => ({ q: f.q, category: f.category, status: f.status });

/**
 * The catalog's filters live in the URL query (?q=&category=&status=&page=), so a filtered view can
 * be reloaded, shared and navigated with Back. Unknown values read as "all". The status is a stable
 * value (status=low_stock); a link with the label (status=Low+Stock) still filters, and its URL is
 * rewritten to the value in place.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  useEffect(() => {
    if (raw === null) return;
    const value = statusValue(raw);
    if (value === '' || value === raw) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('status', value);
        return next;
      },
      { replace: true },
    );
  }, [raw, setParams]);
  return useUrlFilters(readFilters, writeFilters);
}
