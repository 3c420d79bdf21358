import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportName, Reports } from '../../../shared/reports';
import { api } from '../../lib/api-client';

/** What the reports are asked for: the range (yyyy-MM-dd, inclusive) and posts (none: all). */
export interface ReportFilters {
  from: string;
  to: string;
  locations: readonly string[];
}

export const reportKeys = {
  all: ['reports'] as const,
  report: (name: ReportName, filters: ReportFilters) =>
    [...reportKeys.all, name, filters.from, filters.to, [...filters.locations].sort()] as const,
};

/** The query string every report takes. */
export function reportSearch({ from, to, locations }: ReportFilters): string {
  const search = new URLSearchParams({ from, to });
  if (locations.length > 0) search.set('locations', locations.join(','));
  return search.toString();
}

/** GET /api/reports/:name for the filters; the last answer stays while the next loads. */
export function useReport<N extends ReportName>(name: N, filters: ReportFilters, enabled = true) {
  return useQuery({
    enabled,
    queryKey: reportKeys.report(name, filters),
    queryFn: ({ signal }) =>
      api<Reports[N]>(`/api/reports/${name}?${reportSearch(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
