import { paymentStatusValues, readPage, useUrlFilters } from '@agrihub/shared';
import type { UrlFilterChange } from '@agrihub/shared';

export interface PaymentFilters {
  q: string;
  /** '' for all, else one of paymentStatusValues (Paid, Pending, Overdue). */
  status: string;
  page: number;
}

export type PaymentFilterChange = UrlFilterChange<PaymentFilters>;

function readFilters(params: URLSearchParams): PaymentFilters {
  const status = (params.get('status') ?? '').toLowerCase();
  return {
    q: params.get('q') ?? '',
    status: paymentStatusValues.find((s) => s.toLowerCase() === status) ?? '',
    page: readPage(params),
  };
}

const writeFilters = (f: PaymentFilters): Record<string, string> => ({ q: f.q, status: f.status.toLowerCase() });

/**
 * The transactions' filters live in the URL query (?q=&status=&page=), as the orders' and the
 * catalog's do, so a filtered view can be reloaded, shared and navigated with Back. The status is
 * written in lower case like the other lists' (status=overdue) and read in any case; an unknown one
 * reads as All. Other keys (?invoice=) are left alone.
 */
export function usePaymentFilters() {
  return useUrlFilters(readFilters, writeFilters);
}
