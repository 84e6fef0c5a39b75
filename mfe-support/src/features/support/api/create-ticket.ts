import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dashboardKeys, notificationKeys } from '@agrihub/shared';
import type { ApiBody, ApiData } from '@agrihub/shared';
import { supportKeys } from './keys';

export type NewTicket = ApiBody<'/api/support/tickets', 'post'>;
export type CreatedTicket = ApiData<'/api/support/tickets', 'post'>['ticket'];

export async function createTicket(ticket: NewTicket): Promise<CreatedTicket> {
  return (await api.post('/api/support/tickets', ticket)).ticket;
}

/** POST /support/tickets; the server also adds a notification, so the bell and dashboard refresh too. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(ticket._id), ticket);
      void queryClient.invalidateQueries({ queryKey: supportKeys.all });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
