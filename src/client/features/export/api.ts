import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  exportQueryString,
  type ExportPreview,
  type ExportQueryInput,
} from '../../../shared/coverage-export';
import { api, apiBlob } from '../../lib/api-client';
import { withToasts } from '../../lib/mutation-toasts';
import { refreshOn } from '../../lib/data-changes';
import { saveFile } from '../../lib/save-file';

/** The filters a search ran with, as the export routes take them. */
export interface ExportFilters {
  from: string;
  to: string;
  /** Empty: every location ('Show All Locations'). */
  locationIds: string[];
  q: string;
}

function exportPath(file: '' | '.csv', filters: ExportFilters): string {
  const query = exportQueryString(filters);
  return `/api/coverage/export${file}${query ? `?${query}` : ''}`;
}

/** The query input the shared ExportQuerySchema checks, for the same messages as the server. */
export function toExportQuery(filters: ExportFilters): ExportQueryInput {
  return {
    from: filters.from,
    to: filters.to,
    locationIds: filters.locationIds.join(','),
    q: filters.q,
  };
}

export const exportKeys = {
  all: ['export'] as const,
  preview: (filters: ExportFilters) => [...exportKeys.all, 'preview', filters] as const,
};

/** A change to requests, their guards or posts refreshes an open preview. */
export const exportPreviewQueryOptions = (filters: ExportFilters) =>
  queryOptions({
    queryKey: exportKeys.preview(filters),
    queryFn: ({ signal }) => api<ExportPreview>(exportPath('', filters), { signal }),
    meta: refreshOn('coverage', 'shifts', 'locations'),
  });

/** GET /api/coverage/export for the searched filters; idle until the first search. */
export function useExportPreview(filters: ExportFilters | null) {
  return useQuery({
    ...exportPreviewQueryOptions(filters ?? { from: '', to: '', locationIds: [], q: '' }),
    enabled: filters !== null,
  });
}

/** Downloads every matching row (GET /api/coverage/export.csv) and saves it as `fileName`. */
async function downloadReport(filters: ExportFilters, fileName: string): Promise<void> {
  const blob = await apiBlob(exportPath('.csv', filters));
  saveFile(blob, fileName);
}

/** Download CSV Report, with its toasts (spec section 8). */
export function useDownloadReport() {
  return useMutation({
    mutationFn: ({ filters, fileName }: { filters: ExportFilters; fileName: string }) =>
      downloadReport(filters, fileName),
    ...withToasts('CSV exported successfully', 'Failed to export coverage requests'),
  });
}
