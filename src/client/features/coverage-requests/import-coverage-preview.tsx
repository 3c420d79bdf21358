import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from '../../lib/toast';
import { unmatchedMessage, type CoverageCsvResult } from '../../../shared/coverage-csv';
import { formatDateEntry } from '../../../shared/date-entry';
import { Button } from '../../components/ui/button';
import { DialogFooter } from '../../components/ui/dialog';
import { useImportRequests } from './api';
import { plural, skippedText } from './import-coverage-read';
import { ImportCoverageTable, PREVIEW_LIMIT } from './import-coverage-table';

interface PreviewStepProps {
  result: CoverageCsvResult;
  onBack: () => void;
  onDone: () => void;
}

/** Step 2: what the file holds, row by row, and the import of the matched rows. */
export function ImportCoveragePreview({ result, onBack, onDone }: PreviewStepProps) {
  const { rows, invalidDates } = result;
  const matched = rows.flatMap((row) =>
    row.location ? [{ date: row.date, locationId: row.location.id, notes: row.note }] : [],
  );
  const unmatched = rows.length - matched.length;
  const skipped = skippedText(invalidDates);
  const importRequests = useImportRequests();
  const summary = useRef<HTMLDivElement>(null);

  // The Preview button is gone: start the keyboard (and screen reader) at the summary.
  useEffect(() => summary.current?.focus(), []);

  const handleImport = async () => {
    try {
      // mutateAsync, not mutate: the toast must show even if the dialog closed meanwhile.
      const { imported } = await importRequests.mutateAsync({ rows: matched });
      const dates = matched.map((row) => row.date).sort();
      const first = formatDateEntry(dates[0] ?? '');
      const last = formatDateEntry(dates[dates.length - 1] ?? '');
      toast.success(`Successfully imported ${String(imported)} coverage requests`, {
        description: first === last ? `Dated ${first}` : `Dated ${first} to ${last}`,
      });
      onDone();
    } catch (error) {
      const description = error instanceof Error ? error.message : undefined;
      toast.error('Failed to import coverage requests', description ? { description } : {});
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div ref={summary} tabIndex={-1} className="flex flex-col gap-2 outline-none">
        <p role="status" className="text-sm font-medium">
          {plural(rows.length, 'row')}: {matched.length} matched, {unmatched} unmatched
        </p>
        {unmatched > 0 ? (
          <p className="flex items-start gap-2 rounded-md border border-warning bg-warning/10 px-3 py-2 text-sm">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            <span>{unmatchedMessage(unmatched)}. Unmatched rows are not imported.</span>
          </p>
        ) : null}
        {skipped ? <p className="text-sm text-muted-foreground">{skipped}</p> : null}
      </div>
      <ImportCoverageTable rows={rows} />
      {rows.length > PREVIEW_LIMIT ? (
        <p className="text-xs text-muted-foreground">
          Showing first {PREVIEW_LIMIT} of {rows.length} rows. Every matched row is imported.
        </p>
      ) : null}
      <DialogFooter>
        <Button
          type="button"
          variant="outline"
          disabled={importRequests.isPending}
          onClick={onBack}
        >
          Back
        </Button>
        <Button
          type="button"
          disabled={matched.length === 0}
          loading={importRequests.isPending}
          onClick={() => void handleImport()}
        >
          {matched.length > 0 ? `Import ${plural(matched.length, 'row')}` : 'Import'}
        </Button>
      </DialogFooter>
    </div>
  );
}
