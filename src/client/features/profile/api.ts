import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePassword, Me, UpdateProfile } from '../../../shared/profile';
import { api } from '../../lib/api-client';
import { meQueryKey } from '../../lib/session';

/** PATCH /api/me: the user's own first and last name. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: UpdateProfile) => api<Me>('/api/me', { method: 'PATCH', body: values }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}

/** POST /api/me/password: needs the current password; the user's other sessions end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (values: ChangePassword) =>
      api<{ ok: true }>('/api/me/password', { method: 'POST', body: values }),
  });
}
