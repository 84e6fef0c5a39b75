import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { supportKeys } from './support-keys';

export type TicketSummary = ApiData<'/api/support/tickets/summary'>;

export async function getTicketSummary(): Promise<TicketSummary> {
  const body = await apiClient.get<{ data: TicketSummary }>('support/tickets/summary');
  return body.data;
}

export function useTicketSummary() {
  return useQuery({ queryKey: supportKeys.summary(), queryFn: getTicketSummary });
}
