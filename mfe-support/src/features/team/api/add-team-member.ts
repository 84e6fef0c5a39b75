import { api, useRefreshingMutation } from '@agrihub/shared';
import type { ApiBody } from '@agrihub/shared';
import { teamKeys } from './keys';

export type NewTeamMember = ApiBody<'/api/seller/team/members', 'post'>;

export async function addTeamMember(member: NewTeamMember) {
  return (await api.post('/api/seller/team/members', member)).member;
}

export const useAddTeamMember = () => useRefreshingMutation(addTeamMember, [teamKeys.all]);
