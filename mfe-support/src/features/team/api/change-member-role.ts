import { api, useRefreshingMutation } from '@agrihub/shared';
import { teamKeys } from './keys';

export async function changeMemberRole({ id, role }: { id: string; role: string }) {
  return (await api.patch('/api/seller/team/members/{id}/role', { role }, { params: { id } })).member;
}

export const useChangeMemberRole = () => useRefreshingMutation(changeMemberRole, [teamKeys.all]);
