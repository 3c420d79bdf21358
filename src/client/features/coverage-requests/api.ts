import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CoverageImport,
  CoverageRequest,
  CoverageSummary,
  CoverageValues,
  GuardAvailability,
  GuardAvailabilityQuery,
} from '../../../shared/coverage-requests';
import { api } from '../../lib/api-client';
import { COVERAGE_ROOT_KEY } from '../../lib/queries/locations';

export const coverageKeys = {
  all: COVERAGE_ROOT_KEY,
  summary: (month: string) => [...coverageKeys.all, 'summary', month] as const,
  list: (month: string, locationId: string) =>
    [...coverageKeys.all, 'list', month, locationId] as const,
  availability: (query: GuardAvailabilityQuery) =>
    [...coverageKeys.all, 'availability', query] as const,
};

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
  });
}

export function useCoverageSummary(month: string) {
  return useQuery(coverageSummaryQueryOptions(month));
}

/** GET /api/coverage?month&locationId: a location's requests, by date then start time. */
export function useLocationRequests(month: string, locationId: string | null) {
  return useQuery({
    queryKey: coverageKeys.list(month, locationId ?? ''),
    queryFn: ({ signal }) =>
      api<CoverageRequest[]>(
        `/api/coverage?${new URLSearchParams({ month, locationId: locationId ?? '' }).toString()}`,
        { signal },
      ),
    enabled: locationId !== null,
  });
}

/** GET /api/coverage/guard-availability: bookings that day and who covered the location before. */
export function useGuardAvailability(query: GuardAvailabilityQuery | null) {
  return useQuery({
    queryKey: query ? coverageKeys.availability(query) : [...coverageKeys.all, 'availability'],
    queryFn: ({ signal }) => {
      if (!query) throw new Error('No shift to check');
      const params = new URLSearchParams({
        date: query.date,
        startTime: query.startTime,
        endTime: query.endTime,
        locationId: query.locationId,
        ...(query.excludeId ? { excludeId: query.excludeId } : {}),
      });
      return api<GuardAvailability>(`/api/coverage/guard-availability?${params.toString()}`, {
        signal,
      });
    },
    enabled: query !== null,
  });
}

/** Every coverage view (cards, dialog, picker) refreshes after a write. */
function useInvalidateCoverage() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: coverageKeys.all });
}

const requestPath = (id: string) => `/api/coverage/${encodeURIComponent(id)}`;

/** POST /api/coverage. */
export function useCreateRequest() {
  const invalidate = useInvalidateCoverage();
  return useMutation({
    mutationFn: (input: CoverageValues) =>
      api<CoverageRequest>('/api/coverage', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

/** PATCH /api/coverage/:id with every field of the edit dialog. */
export function useUpdateRequest() {
  const invalidate = useInvalidateCoverage();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CoverageValues }) =>
      api<CoverageRequest>(requestPath(id), { method: 'PATCH', body: input }),
    onSuccess: invalidate,
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

/** POST /api/coverage/import: matched rows, saved in one transaction or not at all. */
export function useImportRequests() {
  const invalidate = useInvalidateCoverage();
  return useMutation({
    mutationFn: (body: CoverageImport) =>
      api<{ imported: number }>('/api/coverage/import', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}
