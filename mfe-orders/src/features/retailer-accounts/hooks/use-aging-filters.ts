import type { AgingBucket } from '@agrihub/shared';
import { readPage, useUrlFilters } from '@agrihub/shared';
import { AGING_BUCKETS } from '../constants';

export interface AgingFilters {
  /** Retailer name or city. */
  q: string;
  /** '' for all buckets. */
  bucket: AgingBucket | '';
  page: number;
}

/** The aging's filters in the URL query: the report is a page of its own, so its keys are plain. */
export const AGING_PARAMS = { q: 'q', bucket: 'bucket', page: 'page' } as const;

function readFilters(params: URLSearchParams): AgingFilters {
  const bucket = (params.get(AGING_PARAMS.bucket) ?? '').toLowerCase();
  return {
    q: params.get(AGING_PARAMS.q) ?? '',
    bucket: AGING_BUCKETS.find((b) => b === bucket) ?? '',
    page: readPage(params, AGING_PARAMS.page),
  };
}

const writeFilters = (f: AgingFilters) => ({ [AGING_PARAMS.q]: f.q, [AGING_PARAMS.bucket]: f.bucket });

/**
 * The receivables aging's filters in the URL query (?q=&bucket=31-60&page=2), so the collections view
 * can be reloaded, shared and navigated with Back; links without them show every retailer.
 */
export function useAgingFilters() {
  return useUrlFilters(readFilters, writeFilters, { pageKey: AGING_PARAMS.page });
}
