import { useState } from 'react';
import { toast } from '../../lib/toast';
import { localIsoDate } from '../../../shared/calendar';
import { exportFileName, ExportQuerySchema } from '../../../shared/coverage-export';
import { PageHeader } from '../../components/page-header';
import { issueErrors, type FieldErrors } from '../../lib/form-errors';
import { useLocations } from '../../lib/queries/locations';
import { toExportQuery, useDownloadReport, useExportPreview, type ExportFilters } from './api';
import { ExportFilterPanel } from './export-filter-panel';
import { EMPTY_FILTERS } from './export-filters';
import { ExportPreviewCard } from './export-preview';
import { ExportTips } from './export-tips';

/**
 * /export: filter coverage requests, preview the newest matches and download all of them as a
 * CSV report. Filtering and the file are the server's work.
 */
export function ExportPage() {
  const [values, setValues] = useState<ExportFilters>(EMPTY_FILTERS);
  const [panelOpen, setPanelOpen] = useState(true);
  const [errors, setErrors] = useState<FieldErrors<'to' | 'locationIds'>>({});
  const [searched, setSearched] = useState<ExportFilters | null>(null);
  const locations = useLocations();
  const preview = useExportPreview(searched);
  const download = useDownloadReport();

  const search = () => {
    const parsed = ExportQuerySchema.safeParse(toExportQuery(values));
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues, ['to', 'locationIds']));
      toast.error(parsed.error.issues[0]?.message ?? 'Check the filters');
      return;
    }
    setErrors({});
    const filters = { ...values, q: values.q.trim() };
    // The same search again reads the data afresh.
    if (JSON.stringify(filters) === JSON.stringify(searched)) void preview.refetch();
    else setSearched(filters);
    setPanelOpen(false);
  };

  const newSearch = () => {
    setValues(EMPTY_FILTERS);
    setSearched(null);
    setErrors({});
    setPanelOpen(true);
  };

  const downloadAll = () => {
    if (!searched || !preview.data) return;
    if (preview.data.total === 0) toast.error('No data to export');
    else download.mutate({ filters: searched, fileName: exportFileName(localIsoDate(new Date())) });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Export" description="Download coverage reports as CSV files." />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <ExportFilterPanel
            open={panelOpen}
            onOpenChange={setPanelOpen}
            values={values}
            onChange={setValues}
            errors={errors}
            locations={locations.data ?? []}
            locationsLoading={locations.isPending}
            searching={preview.isFetching}
            onSearch={search}
            onNewSearch={newSearch}
          />
          {searched ? (
            <ExportPreviewCard
              preview={preview.data}
              isPending={preview.isPending}
              error={preview.error}
              onRetry={() => void preview.refetch()}
              downloading={download.isPending}
              onDownload={downloadAll}
            />
          ) : null}
        </div>
        <ExportTips />
      </div>
    </div>
  );
}
