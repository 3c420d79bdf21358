import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  Candidates,
  OpenShifts,
  OpenShiftsQuery,
  ShiftOffers,
} from '../../../shared/shift-offers';
import type { GuardCallOutInput } from '../../../shared/call-outs';
import type { MyShifts } from '../../../shared/my-shifts';
import type { CheckInResult, CheckOutResult } from '../../../shared/my-attendance';
import type { PhonePosition } from '../../lib/geolocation';
import type { NowShifts } from '../../../shared/now-strip';
import { api } from '../../lib/api-client';
import { announce, refreshOn } from '../../lib/data-changes';

/** Days after today the board shows (today and the next 7). */
export const BOARD_DAYS = 7;

export const shiftKeys = {
  all: ['shifts'] as const,
  board: (range: OpenShiftsQuery) =>
    [...shiftKeys.all, 'board', range.from, range.to, range.location ?? ''] as const,
  offers: (requestId: string) => [...shiftKeys.all, 'offers', requestId] as const,
  candidates: (requestId: string, q: string) =>
    [...shiftKeys.all, 'candidates', requestId, q] as const,
  mine: () => [...shiftKeys.all, 'mine'] as const,
  now: (location: string) => [...shiftKeys.all, 'now', location] as const,
};

const requestPath = (id: string) => `/api/coverage/${encodeURIComponent(id)}`;

/** GET /api/coverage/open: the open shifts of the range (today and the next 7 days at first). */
export function openShiftsQueryOptions(range: OpenShiftsQuery) {
  const search = new URLSearchParams({ from: range.from, to: range.to });
  if (range.location) search.set('location', range.location);
  return queryOptions({
    queryKey: shiftKeys.board(range),
    queryFn: ({ signal }) => api<OpenShifts>(`/api/coverage/open?${search.toString()}`, { signal }),
    // A request added, edited or deleted, or a post renamed, shows on the board too.
    meta: refreshOn('shifts', 'coverage', 'locations'),
  });
}

export function useOpenShifts(range: OpenShiftsQuery) {
  return useQuery(openShiftsQueryOptions(range));
}

/** A minute: the strip's shifts come into its two hours with no write (issue #33). */
const NOW_REFETCH_MS = 60_000;

/** GET /api/shifts/now: the board's 'Now' strip (of one post, when the board shows one). */
export function nowShiftsQueryOptions(location: string | undefined) {
  const search = location ? `?${new URLSearchParams({ location }).toString()}` : '';
  return queryOptions({
    queryKey: shiftKeys.now(location ?? ''),
    queryFn: ({ signal }) => api<NowShifts>(`/api/shifts/now${search}`, { signal }),
    refetchInterval: NOW_REFETCH_MS,
    // Check-ins, late and no-shows come as shift events; a request edited or a post renamed too.
    meta: refreshOn('shifts', 'coverage', 'locations'),
  });
}

export function useNowShifts(location: string | undefined) {
  return useQuery(nowShiftsQueryOptions(location));
}

/** GET /api/coverage/:id/candidates: guards ranked for the shift, narrowed by a name. */
export function candidatesQueryOptions(requestId: string, q: string) {
  return queryOptions({
    queryKey: shiftKeys.candidates(requestId, q),
    queryFn: ({ signal }) =>
      api<Candidates>(
        `${requestPath(requestId)}/candidates${q ? `?${new URLSearchParams({ q }).toString()}` : ''}`,
        { signal },
      ),
    staleTime: 0,
    // Typing a name keeps the last list on screen until the narrower one arrives.
    placeholderData: keepPreviousData,
    // The ranking reads the rules' data too: licences (issue #32); time off comes as shift news.
    meta: refreshOn('shifts', 'guards', 'qualifications'),
  });
}

export function useCandidates(requestId: string, q: string) {
  return useQuery(candidatesQueryOptions(requestId, q));
}

/** How often an open Find cover reads its offers again while their messages are on the way. */
const DELIVERY_POLL_MS = 3000;
/** A text reports 'delivered' within minutes; after this, 'sent' is left as it stands. */
const DELIVERY_WATCH_MS = 10 * 60 * 1000;

/**
 * True while some message of the offers may still change (issue #30): one not yet sent, or a
 * recent text the carrier has not yet reported delivered or failed.
 */
function deliveriesMoving(data: ShiftOffers | undefined): boolean {
  const now = Date.now();
  return (data?.offers ?? []).some((offer) =>
    offer.deliveries.some(
      ({ channel, state }) =>
        state === 'sending' ||
        (channel === 'sms' &&
          state === 'sent' &&
          now - Date.parse(offer.offeredAt) < DELIVERY_WATCH_MS),
    ),
  );
}

/** GET /api/coverage/:id/offers: every offer of the request, the first sent first. */
export function requestOffersQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: shiftKeys.offers(requestId),
    queryFn: ({ signal }) => api<ShiftOffers>(`${requestPath(requestId)}/offers`, { signal }),
    staleTime: 0,
    // Sent, delivered or failed as it happens, while the dialog is open.
    refetchInterval: (query) => (deliveriesMoving(query.state.data) ? DELIVERY_POLL_MS : false),
    meta: refreshOn('shifts'),
  });
}

export function useRequestOffers(requestId: string) {
  return useQuery(requestOffersQueryOptions(requestId));
}

/**
 * After any offer, answer, call or call-out: the board, the offers, the guard's own list, and what
 * other screens show of shifts (the dashboard's counts, the week board, the history).
 */
export function useInvalidateShifts() {
  const queryClient = useQueryClient();
  return () => announce(queryClient, 'shifts');
}

/** POST /api/coverage/:id/offers: offers the shift to the chosen guards. */
export function useSendOffers() {
  const invalidate = useInvalidateShifts();
  return useMutation({
    mutationFn: ({
      requestId,
      ...body
    }: {
      requestId: string;
      guardIds: string[];
      confirmWarnings?: boolean;
    }) =>
      api<ShiftOffers>(`${requestPath(requestId)}/offers`, {
        method: 'POST',
        body,
      }),
    onSettled: invalidate,
  });
}

/** DELETE /api/offers/:id: withdraws a pending offer. */
export function useWithdrawOffer() {
  const invalidate = useInvalidateShifts();
  return useMutation({
    mutationFn: (offerId: string) =>
      api<null>(`/api/offers/${encodeURIComponent(offerId)}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

/** GET /api/my/shifts: the guard's shifts of the next 30 days and their offers. */
export function myShiftsQueryOptions() {
  return queryOptions({
    queryKey: shiftKeys.mine(),
    queryFn: ({ signal }) => api<MyShifts>('/api/my/shifts', { signal }),
    meta: refreshOn('shifts'),
  });
}

export function useMyShifts() {
  return useQuery(myShiftsQueryOptions());
}

/** POST /api/offers/:id/accept or /decline: a guard's answer (409 when it was taken). */
export function useAnswerOffer() {
  const invalidate = useInvalidateShifts();
  return useMutation({
    mutationFn: ({ offerId, answer }: { offerId: string; answer: 'accept' | 'decline' }) =>
      api<{ ok: true }>(`/api/offers/${encodeURIComponent(offerId)}/${answer}`, {
        method: 'POST',
        body: {},
      }),
    onSettled: invalidate,
  });
}

/** POST /api/my/shifts/:requestId/call-out: the guard cannot make a shift of theirs. */
export function useCallOut() {
  const invalidate = useInvalidateShifts();
  return useMutation({
    mutationFn: ({ requestId, ...body }: GuardCallOutInput & { requestId: string }) =>
      api<{ ok: true }>(`/api/my/shifts/${encodeURIComponent(requestId)}/call-out`, {
        method: 'POST',
        body,
      }),
    onSettled: invalidate,
  });
}

/**
 * POST /api/my/shifts/:requestId/check-in or check-out (issue #33): with the phone's position, or
 * none when it could not be had (the check is then kept as 'no location').
 */
export function useCheckInOut() {
  const invalidate = useInvalidateShifts();
  return useMutation({
    mutationFn: ({
      requestId,
      kind,
      position,
      earlyReason,
    }: {
      requestId: string;
      kind: 'in' | 'out';
      position: PhonePosition | null;
      /** Why a guard checks out long before the end (issue #39). */
      earlyReason?: string;
    }) =>
      api<CheckInResult | CheckOutResult>(
        `/api/my/shifts/${encodeURIComponent(requestId)}/check-${kind}`,
        { method: 'POST', body: { ...(position ?? {}), ...(earlyReason ? { earlyReason } : {}) } },
      ),
    onSettled: invalidate,
  });
}
