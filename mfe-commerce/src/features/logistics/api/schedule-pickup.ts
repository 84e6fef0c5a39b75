import { api, useRefreshingMutation } from '@agrihub/shared';
import type { ApiBody } from '@agrihub/shared';
import { logisticsKeys } from './keys';

export type PickupBody = ApiBody<'/api/seller/logistics/pickups', 'post'>;

export async function schedulePickup(body: PickupBody) {
  return (await api.post('/api/seller/logistics/pickups', body)).pickup;
}

export const useSchedulePickup = () => useRefreshingMutation(schedulePickup, [logisticsKeys.all]);
