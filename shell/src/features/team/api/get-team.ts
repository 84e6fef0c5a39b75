import { useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared/core';
import type { ApiData } from '@agrihub/shared/core';
import { teamKeys } from './keys';

export type Team = ApiData<'/api/seller/team'>;
export type TeamMember = Team['members'][number];

export async function getTeam(): Promise<Team> {
  return api.get('/api/seller/team');
}

export function useTeam() {
  return useQuery({ queryKey: teamKeys.list(), queryFn: getTeam });
}
