import { useQuery } from '@tanstack/react-query';
import { apiClient, dashboardKeys } from '@agrihub/shared';

export interface RecentOrder {
  _id: string;
  orderNumber: string;
  customer: { name: string } | null;
  total: number;
  status: string;
}

export interface RecentProduct {
  _id: string;
  name: string;
  sku: string;
  stockQuantity: number;
  status: string;
}

export interface DashboardOverview {
  revenue: { total: number; average: number };
  orders: { total: number };
  products: { active: number; total: number; lowStock: number; outOfStock: number };
  inventory: { value: number; items: number };
  notifications: { unread: number };
  recent: { orders: RecentOrder[]; products: RecentProduct[] };
}

export async function getDashboardOverview(): Promise<DashboardOverview> {
  const body = await apiClient.get<{ data: DashboardOverview }>('dashboard/overview');
  return body.data;
}

export function useDashboardOverview() {
  return useQuery({ queryKey: dashboardKeys.overview(), queryFn: getDashboardOverview });
}
