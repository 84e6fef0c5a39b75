import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiBody, ApiData } from '@agrihub/shared';
import { commerceKeys } from '../../../lib/query-keys';

export type PickupBody = ApiBody<'/api/seller/logistics/pickups', 'post'>;
type Created = ApiData<'/api/seller/logistics/pickups', 'post'>;

export async function schedulePickup(body: PickupBody): Promise<Created['pickup']> {
  const res = await apiClient.post<{ data: Created }>('seller/logistics/pickups', body);
  return res.data.pickup;
}

export function useSchedulePickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: schedulePickup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceKeys.logistics() }),
  });
}
