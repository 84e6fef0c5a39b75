import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { accountKeys } from './keys';

export type Statement = ApiData<'/api/seller/retailer-accounts/{id}/statement'>['statement'];
export type StatementLine = Statement['lines'][number];

export interface StatementPeriod {
  /** yyyy-MM-dd, inclusive. */
  from: string;
  to: string;
}

export async function getStatement(id: string, { from, to }: StatementPeriod, signal?: AbortSignal): Promise<Statement> {
  return (await api.get('/api/seller/retailer-accounts/{id}/statement', { params: { id }, query: { from, to }, signal })).statement;
}

/** The statement of a period, read while `enabled` (both dates filled in and in order). */
export function useStatement(id: string, period: StatementPeriod, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.statement(id, period.from, period.to),
    queryFn: ({ signal }) => getStatement(id, period, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
