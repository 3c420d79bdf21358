import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteInfo } from '../../../shared/invites';
import { api } from '../../lib/api-client';
import { startSession } from '../../lib/session';
import { announceSession } from '../../lib/session-channel';

export const inviteKeys = {
  all: ['invites'] as const,
  invite: (token: string) => [...inviteKeys.all, token] as const,
};

const invitePath = (token: string) => `/api/invites/${encodeURIComponent(token)}`;

/** GET /api/invites/:token: whom the invitation is for (404 once used or expired). */
export function useInvite(token: string) {
  return useQuery({
    queryKey: inviteKeys.invite(token),
    queryFn: ({ signal }) => api<InviteInfo>(invitePath(token), { signal }),
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/invites/:token/accept: sets the guard's password and signs them in. */
export function useAcceptInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      api<{ ok: true }>(`${invitePath(token)}/accept`, { method: 'POST', body: { password } }),
    onSuccess: async () => {
      await startSession(queryClient);
      announceSession('signed-in');
    },
  });
}
