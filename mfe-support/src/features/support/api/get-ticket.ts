import { useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { supportKeys } from './keys';

export type TicketDetail = ApiData<'/api/support/tickets/{id}'>['ticket'];

export async function getTicket(id: string): Promise<TicketDetail> {
  return (await api.get('/api/support/tickets/{id}', { params: { id } })).ticket;
}

export function useTicket(id: string | null) {
  return useQuery({
    queryKey: supportKeys.ticket(id ?? ''),
    queryFn: () => getTicket(id ?? ''),
    enabled: id !== null,
  });
}
