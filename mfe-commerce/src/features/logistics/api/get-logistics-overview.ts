import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { commerceKeys } from '../../../lib/query-keys';

export type LogisticsOverview = ApiData<'/api/seller/logistics/overview'>;
export type Shipment = LogisticsOverview['shipments'][number];
export type ReadyOrder = LogisticsOverview['readyOrders'][number];

export async function getLogisticsOverview(): Promise<LogisticsOverview> {
  const body = await apiClient.get<{ data: LogisticsOverview }>('seller/logistics/overview');
  return body.data;
}

export function useLogisticsOverview() {
  return useQuery({ queryKey: commerceKeys.logistics(), queryFn: getLogisticsOverview });
}
