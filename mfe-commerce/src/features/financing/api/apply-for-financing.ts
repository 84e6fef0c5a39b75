import { api, useRefreshingMutation } from '@agrihub/shared';
import type { ApiBody } from '@agrihub/shared';
import { financingKeys } from './keys';

export type FinancingBody = ApiBody<'/api/seller/financing/applications', 'post'>;

export async function applyForFinancing(body: FinancingBody) {
  return (await api.post('/api/seller/financing/applications', body)).application;
}

export const useApplyForFinancing = () => useRefreshingMutation(applyForFinancing, [financingKeys.all]);
