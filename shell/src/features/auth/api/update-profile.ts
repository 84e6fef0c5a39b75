import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@agrihub/shared/core';
import type { ApiBody } from '@agrihub/shared/core';
import { useAuthStore } from '../auth-store';
import { authKeys } from './keys';

type ProfilePath = '/api/profile';
export type ProfileBody = ApiBody<ProfilePath, 'put'>;

export async function updateProfile(body: ProfileBody) {
  return api.put('/api/profile', body);
}

/** Saves the member's own profile; the header's name follows at once (the answer carries the user). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile, user }) => {
      queryClient.setQueryData(authKeys.profile(), profile);
      useAuthStore.setState({ user });
    },
  });
}
