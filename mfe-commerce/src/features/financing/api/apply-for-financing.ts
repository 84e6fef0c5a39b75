import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiBody } from '@agrihub/shared';
import { commerceKeys } from '../../../lib/query-keys';

export type FinancingBody = ApiBody<'/api/seller/financing/applications', 'post'>;

export async function applyForFinancing(body: FinancingBody) {
  return (await api.post('/api/seller/financing/applications', body)).application;
}

export function useApplyForFinancing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForFinancing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceKeys.financing() }),
  });
}
