import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@agrihub/shared';
import type { ApiData } from '@agrihub/shared';
import { teamKeys } from './team-keys';

export type Team = ApiData<'/api/seller/team'>;
export type TeamMember = Team['members'][number];

export async function getTeam(): Promise<Team> {
  const body = await apiClient.get<{ data: Team }>('seller/team');
  return body.data;
}

export function useTeam() {
  return useQuery({ queryKey: teamKeys.list(), queryFn: getTeam });
}
