import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { supportKeys } from './support-keys';

export type Ticket = ApiData<'/api/support/tickets'>['tickets'][number];

export async function getTickets(): Promise<Ticket[]> {
  const body = await apiClient.get<{ data: ApiData<'/api/support/tickets'> }>('support/tickets');
  return body.data.tickets;
}

export function useTickets() {
  return useQuery({ queryKey: supportKeys.tickets(), queryFn: getTickets });
}
