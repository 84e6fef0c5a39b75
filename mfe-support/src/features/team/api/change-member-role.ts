import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { teamKeys } from './team-keys';

type Answer = ApiData<'/api/seller/team/members/{id}/role', 'patch'>;

export async function changeMemberRole({ id, role }: { id: string; role: string }): Promise<Answer['member']> {
  const body = await apiClient.patch<{ data: Answer }>(`seller/team/members/${encodeURIComponent(id)}/role`, { role });
  return body.data.member;
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
