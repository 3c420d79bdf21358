import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Availability } from '../../../shared/availability';
import type { TimeOff, TimeOffBody, TimeOffFilter, TimeOffList } from '../../../shared/time-off';
import type { OfficeTimeOffList, TimeOffDecision } from '../../../shared/time-off-shifts';
import { api } from '../../lib/api-client';
import { refreshOn } from '../../lib/data-changes';

export const timeOffKeys = {
  all: ['time-off'] as const,
  myAvailability: () => [...timeOffKeys.all, 'my-availability'] as const,
  mine: () => [...timeOffKeys.all, 'mine'] as const,
  office: (status: TimeOffFilter) => [...timeOffKeys.all, 'office', status] as const,
  guardAvailability: (guardId: string) =>
    [...timeOffKeys.all, 'guard-availability', guardId] as const,
};

/** GET /api/my/availability: the hours of the week I cannot work. */
export function useMyAvailability() {
  return useQuery({
    queryKey: timeOffKeys.myAvailability(),
    queryFn: ({ signal }) => api<Availability>('/api/my/availability', { signal }),
  });
}

/** PUT /api/my/availability: the whole set replaces the stored one; the answer is kept. */
export function useSaveMyAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (availability: Availability) =>
      api<Availability>('/api/my/availability', { method: 'PUT', body: availability }),
    onSuccess: (saved) => queryClient.setQueryData(timeOffKeys.myAvailability(), saved),
  });
}

/** GET /api/my/time-off: my requests, upcoming and of the last 90 days. */
export function useMyTimeOff() {
  return useQuery({
    queryKey: timeOffKeys.mine(),
    queryFn: ({ signal }) => api<TimeOffList>('/api/my/time-off', { signal }),
  });
}

/** POST /api/my/time-off: asks for time off; pending until the office answers. */
export function useRequestTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeOffBody) => api<TimeOff>('/api/my/time-off', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeOffKeys.mine() }),
  });
}

/** DELETE /api/my/time-off/:id: takes back a pending request. */
export function useCancelTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<undefined>(`/api/my/time-off/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeOffKeys.mine() }),
  });
}

/**
 * GET /api/time-off: the office's list of a status, from today on, pending first, each with the
 * guard's booked shifts it overlaps (issue #39).
 */
export function useTimeOffList(status: TimeOffFilter) {
  return useQuery({
    queryKey: timeOffKeys.office(status),
    queryFn: ({ signal }) =>
      api<OfficeTimeOffList>(`/api/time-off?status=${encodeURIComponent(status)}`, { signal }),
    // A guard removed on the Guards page takes their time off with them.
    meta: refreshOn('guards'),
  });
}

/**
 * POST /api/time-off/:id/approve|decline (admins and supervisors). An approval over booked
 * shifts is refused (409 CONFIRM_WARNINGS) until sent again with `confirmWarnings` (issue #39).
 */
export function useAnswerTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      answer,
      confirmWarnings = false,
    }: {
      id: string;
      answer: 'approve' | 'decline';
      confirmWarnings?: boolean;
    }) =>
      // A decline answers the request alone; an approval with its shifts too.
      api<TimeOff & Partial<TimeOffDecision>>(`/api/time-off/${encodeURIComponent(id)}/${answer}`, {
        method: 'POST',
        ...(confirmWarnings ? { body: { confirmWarnings } } : {}),
      }),
    // A 409 (answered by someone else, or shifts to confirm) refreshes the list too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeOffKeys.all }),
  });
}

/**
 * POST /api/guards/:id/time-off: time off the office records for a guard, approved at once; over
 * booked shifts, once confirmed (issue #39).
 */
export function useRecordTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      guardId,
      ...body
    }: TimeOffBody & { guardId: string; confirmWarnings?: boolean }) =>
      api<TimeOffDecision>(`/api/guards/${encodeURIComponent(guardId)}/time-off`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeOffKeys.all }),
  });
}

/** GET /api/guards/:id/availability: a guard's weekly hours, for the office. */
export function useGuardAvailability(guardId: string) {
  return useQuery({
    queryKey: timeOffKeys.guardAvailability(guardId),
    queryFn: ({ signal }) =>
      api<Availability>(`/api/guards/${encodeURIComponent(guardId)}/availability`, { signal }),
    staleTime: 0,
  });
}

/** PUT /api/guards/:id/availability: replaces a guard's weekly hours. */
export function useSaveGuardAvailability(guardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (availability: Availability) =>
      api<Availability>(`/api/guards/${encodeURIComponent(guardId)}/availability`, {
        method: 'PUT',
        body: availability,
      }),
    onSuccess: (saved) => queryClient.setQueryData(timeOffKeys.guardAvailability(guardId), saved),
  });
}
