import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../shared/permissions';
import type { CreateUserInput, ManagedUser } from '../../../shared/users';
import { api } from '../../lib/api-client';
import { isStale } from '../../lib/edit-conflict';
import { userKeys } from '../../lib/queries/users';
import { meQueryKey } from '../../lib/session';

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** Refreshes the list, and the signed-in user too in case the change was to their own account. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      queryClient.invalidateQueries({ queryKey: meQueryKey }),
    ]);
}

/** POST /api/users: a new account with role user. */
export function useCreateUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (input: CreateUserInput) =>
      api<ManagedUser>('/api/users', { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

/**
 * PATCH /api/users/:id: the account's new role, in force from its next request, based on the
 * version the list showed; a stale change (409) refreshes the list too.
 */
export function useUpdateRole() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, role, version }: { id: string; role: Role; version: number }) =>
      api<ManagedUser>(userPath(id), { method: 'PATCH', body: { role, version } }),
    onSuccess: refresh,
    onError: (error) => (isStale(error) ? refresh() : undefined),
  });
}

/** POST /api/users/:id/password: a new password; the account's sessions end. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ id, newPassword }: { id: string; newPassword: string }) =>
      api<{ ok: true }>(`${userPath(id)}/password`, { method: 'POST', body: { newPassword } }),
  });
}

/** DELETE /api/users/:id: the account goes; what it created stays. */
export function useDeleteUser() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: (id: string) => api<null>(userPath(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
