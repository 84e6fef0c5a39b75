import { api } from '@agrihub/shared/core';
import { useRefreshingMutation } from '@agrihub/shared/providers';
import type { ApiBody } from '@agrihub/shared/core';
import { teamKeys } from './keys';

export type NewTeamMember = ApiBody<'/api/seller/team/members', 'post'>;

export async function addTeamMember(member: NewTeamMember) {
  return (await api.post('/api/seller/team/members', member)).member;
}

export const useAddTeamMember = () => useRefreshingMutation(addTeamMember, [teamKeys.all]);
