import { api } from '@agrihub/shared/core';
import { useRefreshingMutation } from '@agrihub/shared/providers';
import { teamKeys } from './keys';

export async function changeMemberRole({ id, role }: { id: string; role: string }) {
  return (await api.patch('/api/seller/team/members/{id}/role', { role }, { params: { id } })).member;
}

export const useChangeMemberRole = () => useRefreshingMutation(changeMemberRole, [teamKeys.all]);
