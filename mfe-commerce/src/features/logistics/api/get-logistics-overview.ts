import { useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { logisticsKeys } from './keys';

export type LogisticsOverview = ApiData<'/api/seller/logistics/overview'>;
export type Shipment = LogisticsOverview['shipments'][number];
export type ReadyOrder = LogisticsOverview['readyOrders'][number];

export async function getLogisticsOverview(): Promise<LogisticsOverview> {
  return api.get('/api/seller/logistics/overview');
}

export function useLogisticsOverview() {
  return useQuery({ queryKey: logisticsKeys.overview(), queryFn: getLogisticsOverview });
}
