import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@agrihub/shared/core';
import type { ApiBody } from '@agrihub/shared/core';
import { useAuthStore } from '../auth-store';
import { authKeys } from './keys';

type CompanyPath = '/api/company';
export type CompanyBody = ApiBody<CompanyPath, 'put'>;

export async function updateCompany(body: CompanyBody) {
  return api.put('/api/company', body);
}

/** Saves the company's details; the sidebar's company name follows at once (the answer carries the user). */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: ({ company, user }) => {
      queryClient.setQueryData(authKeys.company(), company);
      useAuthStore.setState({ user });
    },
  });
}
