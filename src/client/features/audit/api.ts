import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '../../../shared/audit';
import { api } from '../../lib/api-client';
import { auditSearch, type AuditFilterQuery } from './audit-filters';

export const auditKeys = {
  all: ['audit'] as const,
  pages: (query: AuditFilterQuery | null) => [...auditKeys.all, 'pages', query] as const,
};

/** GET /api/audit: the filtered trail, newest first, a page at a time ('Load more'). */
export function useAuditPages(query: AuditFilterQuery | null) {
  return useInfiniteQuery({
    queryKey: auditKeys.pages(query),
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
