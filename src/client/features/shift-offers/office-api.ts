import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { FilledShifts, OfficeCallOutInput } from '../../../shared/call-outs';
import type { LogContact, ShiftContacts } from '../../../shared/shift-contacts';
import { api } from '../../lib/api-client';
import { refreshOn } from '../../lib/data-changes';
import { shiftKeys, useInvalidateShifts } from './api';

/** The office's calls and call-outs (issue #30); every change to shifts refreshes them. */
export const officeKeys = {
  contacts: (requestId: string) => [...shiftKeys.all, 'contacts', requestId] as const,
  filled: (from: string, q: string) => [...shiftKeys.all, 'filled', from, q] as const,
};

const requestPath = (id: string) => `/api/coverage/${encodeURIComponent(id)}`;

/** GET /api/coverage/:id/contacts: the calls logged for the request, newest first. */
export function shiftContactsQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: officeKeys.contacts(requestId),
    queryFn: ({ signal }) => api<ShiftContacts>(`${requestPath(requestId)}/contacts`, { signal }),
    staleTime: 0,
    meta: refreshOn('shifts'),
  });
}

export function useShiftContacts(requestId: string) {
  return useQuery(shiftContactsQueryOptions(requestId));
}

/** POST /api/coverage/:id/contacts: logs a call; 'accepted' gives the guard the shift (409 if taken). */
export function useLogCall() {
  const invalidate = useInvalidateShifts();
  return useMutation({
    mutationFn: ({ requestId, ...body }: LogContact & { requestId: string }) =>
      api<ShiftContacts>(`${requestPath(requestId)}/contacts`, { method: 'POST', body }),
    onSettled: invalidate,
  });
}

/** GET /api/coverage/filled: the coming filled shifts to report a call-out on, by name or post. */
export function filledShiftsQueryOptions(from: string, q: string) {
  return queryOptions({
    queryKey: officeKeys.filled(from, q),
    queryFn: ({ signal }) =>
      api<FilledShifts>(
        `/api/coverage/filled?${new URLSearchParams(q ? { from, q } : { from }).toString()}`,
        { signal },
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: refreshOn('shifts', 'coverage', 'locations'),
  });
}

export function useFilledShifts(from: string, q: string) {
  return useQuery(filledShiftsQueryOptions(from, q));
}

/** POST /api/coverage/:id/call-out: the office records a call-out phoned in; the shift opens. */
export function useRecordCallOut() {
  const invalidate = useInvalidateShifts();
  return useMutation({
    mutationFn: ({ requestId, ...body }: OfficeCallOutInput & { requestId: string }) =>
      api<{ ok: true }>(`${requestPath(requestId)}/call-out`, { method: 'POST', body }),
    onSettled: invalidate,
  });
}

/**
 * POST /api/coverage/:id/agree-early-end: the office agrees to a guard having left early; the
 * rest of their shift (this request) needs no guard and goes (issue #39).
 */
export function useAgreeEarlyEnd() {
  const invalidate = useInvalidateShifts();
  return useMutation({
    mutationFn: (requestId: string) =>
      api<{ ok: true }>(`${requestPath(requestId)}/agree-early-end`, { method: 'POST' }),
    onSettled: invalidate,
  });
}
