import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiBody } from '@agrihub/shared';
import { teamKeys } from './team-keys';

export type NewTeamMember = ApiBody<'/api/seller/team/members', 'post'>;

export async function addTeamMember(member: NewTeamMember) {
  return (await api.post('/api/seller/team/members', member)).member;
}

export function useAddTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
