import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoverageHistory } from '../../../shared/audit';
import { api } from '../api-client';
import { refreshOn } from '../data-changes';

export const coverageHistoryKeys = {
  all: ['coverage-history'] as const,
  request: (requestId: string) => [...coverageHistoryKeys.all, requestId] as const,
};

/**
 * GET /api/coverage/:id/history: who made a request and every change, offer and call-out since
 * (the request dialogs' History). Read afresh each time it is opened; while open, any write to a
 * request or a shift refreshes it (lib/data-changes.ts).
 */
export function coverageHistoryQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: coverageHistoryKeys.request(requestId),
    queryFn: ({ signal }) =>
      api<CoverageHistory>(`/api/coverage/${encodeURIComponent(requestId)}/history`, { signal }),
    staleTime: 0,
    meta: refreshOn('coverage', 'shifts'),
  });
}

export function useCoverageHistory(requestId: string) {
  return useQuery(coverageHistoryQueryOptions(requestId));
}
