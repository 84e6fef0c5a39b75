import { readPage, useUrlFilters } from '@agrihub/shared';
import type { UrlFilterChange } from '@agrihub/shared';
import { CATEGORIES, STATUS_OPTIONS } from '../constants';

export interface ProductFilters {
  q: string;
  /** '' for all categories, else one of CATEGORIES' values. */
  category: string;
  /** '' for All Status, else one of STATUS_OPTIONS. */
  status: string;
  page: number;
}

export type FilterChange = UrlFilterChange<ProductFilters>;

function readFilters(params: URLSearchParams): ProductFilters {
  const category = (params.get('category') ?? '').toLowerCase();
  const status = params.get('status') ?? '';
  return {
    q: params.get('q') ?? '',
    category: CATEGORIES.some((c) => c.value === category) ? category : '',
    status: (STATUS_OPTIONS as readonly string[]).includes(status) ? status : '',
    page: readPage(params),
  };
}

const writeFilters = (f: ProductFilters): Record<string, string> => ({ q: f.q, category: f.category, status: f.status });

/**
 * The catalog's filters live in the URL query (?q=&category=&status=&page=), so a filtered view can
 * be reloaded, shared and navigated with Back. Unknown values read as "all".
 */
export function useProductFilters() {
  return useUrlFilters(readFilters, writeFilters);
}
