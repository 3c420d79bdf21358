import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttendanceAlerts } from '../../../shared/company-settings';
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

export const attendanceAlertsKeys = {
  all: ['attendance-alerts'] as const,
};

/** GET /api/settings/attendance-alerts: whether this account is told of late guards (issue #33). */
export function useAttendanceAlerts(enabled: boolean) {
  return useQuery({
    queryKey: attendanceAlertsKeys.all,
    queryFn: ({ signal }) => api<AttendanceAlerts>('/api/settings/attendance-alerts', { signal }),
    enabled,
  });
}

/** PUT /api/settings/attendance-alerts: a dispatcher turns them on or off. */
export function useSetAttendanceAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      api<AttendanceAlerts>('/api/settings/attendance-alerts', { method: 'PUT', body: { on } }),
    onSuccess: (alerts) => queryClient.setQueryData(attendanceAlertsKeys.all, alerts),
  });
}
