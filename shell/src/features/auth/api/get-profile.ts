import { useQuery } from '@tanstack/react-query';
import { api } from '@agrihub/shared/core';
import type { ApiData } from '@agrihub/shared/core';
import { authKeys } from './keys';

export type Profile = ApiData<'/api/profile'>['profile'];

export async function getProfile(): Promise<Profile> {
  return (await api.get('/api/profile')).profile;
}

export const useProfile = () => useQuery({ queryKey: authKeys.profile(), queryFn: getProfile });
