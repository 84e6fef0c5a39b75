import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { supportKeys } from './support-keys';

export type TicketDetail = ApiData<'/api/support/tickets/{id}'>['ticket'];

export async function getTicket(id: string): Promise<TicketDetail> {
  const body = await apiClient.get<{ data: ApiData<'/api/support/tickets/{id}'> }>(`support/tickets/${encodeURIComponent(id)}`);
  return body.data.ticket;
}

export function useTicket(id: string | null) {
  return useQuery({
    queryKey: supportKeys.ticket(id ?? ''),
    queryFn: () => getTicket(id ?? ''),
    enabled: id !== null,
  });
}
