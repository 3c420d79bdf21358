import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CoverageEdit,
  CoverageImport,
  CoverageRequest,
  CoverageSummary,
  CoverageValues,
  GuardAvailability,
  GuardAvailabilityQuery,
} from '../../../shared/coverage-requests';
import type {
  CoverageSeriesCreated,
  CoverageSeriesValues,
  SeriesChange,
} from '../../../shared/coverage-series';
import type { ImportCheck, ImportResult } from '../../../shared/import-existing';
import { addDays, localIsoDate } from '../../../shared/calendar';
import { monthRange } from '../../../shared/month';
import { api } from '../../lib/api-client';
import { announce, refreshOn } from '../../lib/data-changes';
import { isStale } from '../../lib/edit-conflict';

export const coverageKeys = {
  all: ['coverage'] as const,
  summary: (month: string) => [...coverageKeys.all, 'summary', month] as const,
  list: (month: string, locationId: string) =>
    [...coverageKeys.all, 'list', month, locationId] as const,
  availability: (query: GuardAvailabilityQuery | null) =>
    [...coverageKeys.all, 'availability', query] as const,
};

/** The month's requests carry their guard (offers and call-outs change it) and post names. */
const SHOWS = refreshOn('coverage', 'shifts', 'locations');

/** A minute: how soon a card turns a shift from open to uncovered after its end (issue #39). */
const CLOCK_REFETCH_MS = 60_000;

/** Whether the month holds shifts that may end from now on: yesterday's or today's month. */
function endingIn(month: string, now: Date): boolean {
  const { from, to } = monthRange(month);
  const today = localIsoDate(now);
  return from <= today && to >= addDays(today, -1);
}

/** GET /api/coverage/summary: one entry per location with requests in the month. */
export function coverageSummaryQueryOptions(month: string) {
  return queryOptions({
    queryKey: coverageKeys.summary(month),
    queryFn: ({ signal }) =>
      api<CoverageSummary[]>(`/api/coverage/summary?month=${encodeURIComponent(month)}`, {
        signal,
      }),
    // Paging months keeps the previous grid on screen until the next one arrives.
    placeholderData: keepPreviousData,
    // The open and uncovered counts change with the clock alone: the current month is read again
    // every minute (the server answers from its kept copy until one of its shifts ends).
    refetchInterval: () => (endingIn(month, new Date()) ? CLOCK_REFETCH_MS : false),
    meta: SHOWS,
  });
}

export function useCoverageSummary(month: string) {
  return useQuery(coverageSummaryQueryOptions(month));
}

/** GET /api/coverage?month&locationId: a location's requests, by date then start time. */
export function locationRequestsQueryOptions(month: string, locationId: string) {
  return queryOptions({
    queryKey: coverageKeys.list(month, locationId),
    queryFn: ({ signal }) =>
      api<CoverageRequest[]>(
        `/api/coverage?${new URLSearchParams({ month, locationId }).toString()}`,
        { signal },
      ),
    meta: SHOWS,
  });
}

export function useLocationRequests(month: string, locationId: string) {
  return useQuery(locationRequestsQueryOptions(month, locationId));
}

/** GET /api/coverage/guard-availability: bookings that day and who covered the location before. */
export function guardAvailabilityQueryOptions(query: GuardAvailabilityQuery | null) {
  return queryOptions({
    queryKey: coverageKeys.availability(query),
    // No question until the shift and the location are complete.
    queryFn: query
      ? ({ signal }) =>
          api<GuardAvailability>(
            `/api/coverage/guard-availability?${new URLSearchParams(query).toString()}`,
            { signal },
          )
      : skipToken,
    // Bookings that day: a shift taken elsewhere counts.
    meta: refreshOn('coverage', 'shifts'),
  });
}

export function useGuardAvailability(query: GuardAvailabilityQuery | null) {
  return useQuery(guardAvailabilityQueryOptions(query));
}

/**
 * After a write: every view of coverage requests, this feature's (cards, dialog, picker) and the
 * others' (week board, export, history, open shifts), reads again.
 */
function useInvalidateCoverage() {
  const queryClient = useQueryClient();
  return () => announce(queryClient, 'coverage');
}

/** A save that may confirm the assignment's warnings (issue #32's CONFIRM_WARNINGS). */
type Confirmable = { confirmWarnings?: boolean };

const requestPath = (id: string) => `/api/coverage/${encodeURIComponent(id)}`;

/** POST /api/coverage. */
export function useCreateRequest() {
  const invalidate = useInvalidateCoverage();
  return useMutation({
    mutationFn: (input: CoverageValues & Confirmable) =>
      api<CoverageRequest>('/api/coverage', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

/**
 * PATCH /api/coverage/:id with every field of the edit dialog, based on the version it opened; a
 * stale save (409) refreshes the views too, since they are behind as well.
 */
export function useUpdateRequest() {
  const invalidate = useInvalidateCoverage();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CoverageEdit & Confirmable }) =>
      api<CoverageRequest>(requestPath(id), { method: 'PATCH', body: input }),
    onSuccess: invalidate,
    onError: (error) => (isStale(error) ? invalidate() : undefined),
  });
}

/** DELETE /api/coverage/:id. */
export function useDeleteRequest() {
  const invalidate = useInvalidateCoverage();
  return useMutation({
    mutationFn: (id: string) => api<null>(requestPath(id), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** POST /api/coverage/series: a repeating Add Coverage, saved whole or not at all. */
export function useCreateSeries() {
  const invalidate = useInvalidateCoverage();
  return useMutation({
    mutationFn: (input: CoverageSeriesValues & Confirmable) =>
      api<CoverageSeriesCreated>('/api/coverage/series', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

/** PATCH /api/coverage/:id/following: the edit, carried to the later shifts of its series. */
export function useUpdateFollowing() {
  const invalidate = useInvalidateCoverage();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CoverageEdit & Confirmable }) =>
      api<SeriesChange>(`${requestPath(id)}/following`, { method: 'PATCH', body: input }),
    onSuccess: invalidate,
    onError: (error) => (isStale(error) ? invalidate() : undefined),
  });
}

/** DELETE /api/coverage/:id/following: the shift and the later shifts of its series. */
export function useDeleteFollowing() {
  const invalidate = useInvalidateCoverage();
  return useMutation({
    mutationFn: (id: string) =>
      api<SeriesChange>(`${requestPath(id)}/following`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/**
 * POST /api/coverage/import: matched rows, saved in one transaction or not at all; rows already
 * stored are skipped unless `includeExisting`.
 */
export function useImportRequests() {
  const invalidate = useInvalidateCoverage();
  return useMutation({
    mutationFn: (body: CoverageImport) =>
      api<ImportResult>('/api/coverage/import', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

/** POST /api/coverage/import/check: the indexes of the rows already stored. */
export function checkImportRows(rows: CoverageImport['rows']): Promise<ImportCheck> {
  return api<ImportCheck>('/api/coverage/import/check', { method: 'POST', body: { rows } });
}
