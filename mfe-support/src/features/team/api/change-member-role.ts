import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { teamKeys } from './team-keys';

type Answer = ApiData<'/api/seller/team/members/{id}/role', 'patch'>;

export async function changeMemberRole({ id, role }: { id: string; role: string }): Promise<Answer['member']> {
  return (await api.patch('/api/seller/team/members/{id}/role', { role }, { params: { id } })).member;
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
