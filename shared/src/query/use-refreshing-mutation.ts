import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, QueryKey, UseMutationResult } from '@tanstack/react-query';

export interface RefreshingMutationOptions<TVariables, TData> {
  /** Cache edits shown at once, before the refetch brings the server's figures (a row leaving a list...). */
  applyLocally?: (queryClient: QueryClient, data: TData, variables: TVariables) => void;
}

/**
 * A mutation whose success makes the listed queries stale, so every screen showing them refetches
 * (the mutation settles once they have): the common case of a write that changes one feature's
 * lists and figures.
 */
export function useRefreshingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refreshes: readonly QueryKey[],
  { applyLocally }: RefreshingMutationOptions<TVariables, TData> = {},
): UseMutationResult<TData, Error, TVariables> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data, variables) => {
      applyLocally?.(queryClient, data, variables);
      return Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
