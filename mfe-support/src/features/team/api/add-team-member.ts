import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiBody, ApiData } from '@agrihub/shared';
import { teamKeys } from './team-keys';

export type NewTeamMember = ApiBody<'/api/seller/team/members', 'post'>;
type Answer = ApiData<'/api/seller/team/members', 'post'>;

export async function addTeamMember(member: NewTeamMember): Promise<Answer['member']> {
  const body = await apiClient.post<{ data: Answer }>('seller/team/members', member);
  return body.data.member;
}

export function useAddTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
