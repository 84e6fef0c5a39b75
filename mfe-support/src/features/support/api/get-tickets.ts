import { useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { supportKeys } from './keys';

export type Ticket = ApiData<'/api/support/tickets'>['tickets'][number];

export async function getTickets(): Promise<Ticket[]> {
  return (await api.get('/api/support/tickets')).tickets;
}

export function useTickets() {
  return useQuery({ queryKey: supportKeys.tickets(), queryFn: getTickets });
}
