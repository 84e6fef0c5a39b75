import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiBody, ApiData } from '@agrihub/shared';
import { commerceKeys } from '../../../lib/query-keys';

export type FinancingBody = ApiBody<'/api/seller/financing/applications', 'post'>;
type Created = ApiData<'/api/seller/financing/applications', 'post'>;

export async function applyForFinancing(body: FinancingBody): Promise<Created['application']> {
  const res = await apiClient.post<{ data: Created }>('seller/financing/applications', body);
  return res.data.application;
}

export function useApplyForFinancing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForFinancing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceKeys.financing() }),
  });
}
