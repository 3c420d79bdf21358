import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuardAccount, Invite } from '../../../shared/invites';
import { api } from '../../lib/api-client';
import { refreshOn } from '../../lib/data-changes';

export const guardAccountKeys = {
  all: ['guard-accounts'] as const,
};

/** GET /api/guards/accounts: which guards are on CoverDesk, or invited, by guard id. */
export const guardAccountsQueryOptions = queryOptions({
  queryKey: guardAccountKeys.all,
  queryFn: async ({ signal }) => {
    const rows = await api<GuardAccount[]>('/api/guards/accounts', { signal });
    return new Map(rows.map((row) => [row.guardId, row]));
  },
  meta: refreshOn('guards'),
});

export function useGuardAccounts(enabled: boolean) {
  return useQuery({ ...guardAccountsQueryOptions, enabled });
}

/** POST /api/guards/:id/invite: a new single-use link for the guard (replacing any earlier one). */
export function useInviteGuard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guardId: string) =>
      api<Invite>(`/api/guards/${encodeURIComponent(guardId)}/invite`, {
        method: 'POST',
        body: {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guardAccountKeys.all }),
  });
}
