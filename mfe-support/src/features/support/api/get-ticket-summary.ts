import { useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { supportKeys } from './keys';

export type TicketSummary = ApiData<'/api/support/tickets/summary'>;

export async function getTicketSummary(): Promise<TicketSummary> {
  return api.get('/api/support/tickets/summary');
}

export function useTicketSummary() {
  return useQuery({ queryKey: supportKeys.summary(), queryFn: getTicketSummary });
}
