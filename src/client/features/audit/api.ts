import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AuditPage, CoverageHistory } from '../../../shared/audit';
import { api } from '../../lib/api-client';
import { auditSearch, type AuditFilterQuery } from './audit-filters';

export const auditKey = ['audit'] as const;

/** GET /api/audit: the filtered trail, newest first, a page at a time ('Load more'). */
export function useAuditPages(query: AuditFilterQuery | null) {
  return useInfiniteQuery({
    queryKey: [...auditKey, query],
    enabled: query !== null,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api<AuditPage>(`/api/audit?${auditSearch({ ...query, cursor: pageParam ?? undefined })}`, {
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** The CSV download of the same filters. */
export function auditCsvUrl(query: AuditFilterQuery): string {
  const search = auditSearch(query);
  return `/api/audit/export.csv${search ? `?${search}` : ''}`;
}

/** GET /api/coverage/:id/history: a request's history for its edit dialog. */
export function useCoverageHistory(requestId: string) {
  return useQuery({
    queryKey: ['coverage-history', requestId],
    queryFn: ({ signal }) =>
      api<CoverageHistory>(`/api/coverage/${encodeURIComponent(requestId)}/history`, { signal }),
    staleTime: 0,
  });
}
