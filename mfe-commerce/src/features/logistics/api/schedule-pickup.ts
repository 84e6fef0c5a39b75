import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiBody } from '@agrihub/shared';
import { commerceKeys } from '../../../lib/query-keys';

export type PickupBody = ApiBody<'/api/seller/logistics/pickups', 'post'>;

export async function schedulePickup(body: PickupBody) {
  return (await api.post('/api/seller/logistics/pickups', body)).pickup;
}

export function useSchedulePickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: schedulePickup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceKeys.logistics() }),
  });
}
