import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FilledShifts, OfficeCallOutInput } from '../../../shared/call-outs';
import type { LogContact, ShiftContacts } from '../../../shared/shift-contacts';
import { api } from '../../lib/api-client';
import { COVERAGE_ROOT_KEY } from '../../lib/queries/locations';
import { shiftKeys } from './api';

/**
 * The office's calls and call-outs (issue #30). Under the shifts' root key, so the realtime
 * events that refresh the board refresh these too.
 */
export const officeKeys = {
  contacts: (requestId: string) => [...shiftKeys.all, 'contacts', requestId] as const,
  filled: (from: string, q: string) => [...shiftKeys.all, 'filled', from, q] as const,
};

const requestPath = (id: string) => `/api/coverage/${encodeURIComponent(id)}`;

/** After a call or a call-out: the board, Find cover, the dashboard and the week board, the history. */
function useInvalidateShifts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
      queryClient.invalidateQueries({ queryKey: COVERAGE_ROOT_KEY }),
      queryClient.invalidateQueries({ queryKey: ['coverage-history'] }),
    ]);
}

/** GET /api/coverage/:id/contacts: the calls logged for the request, newest first. */
export function useShiftContacts(requestId: string) {
  return useQuery({
    queryKey: officeKeys.contacts(requestId),
    queryFn: ({ signal }) => api<ShiftContacts>(`${requestPath(requestId)}/contacts`, { signal }),
    staleTime: 0,
  });
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
export function useFilledShifts(from: string, q: string) {
  return useQuery({
    queryKey: officeKeys.filled(from, q),
    queryFn: ({ signal }) =>
      api<FilledShifts>(
        `/api/coverage/filled?${new URLSearchParams(q ? { from, q } : { from }).toString()}`,
        { signal },
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
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
