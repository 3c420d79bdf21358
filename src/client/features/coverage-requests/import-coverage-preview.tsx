import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { unmatchedMessage } from '../../../shared/coverage-csv';
import { formatDate } from '../../../shared/date-format';
import { skippedNote } from '../../../shared/import-existing';
import { ExistingRowsNotice } from '../../components/import-existing';
import { Button } from '../../components/ui/button';
import { DialogFooter } from '../../components/ui/dialog';
import { useImportRequests } from './api';
import { matchedRows, type CoveragePreviewData } from './import-coverage-existing';
import { plural, skippedText } from './import-coverage-read';
import { ImportCoverageTable, PREVIEW_LIMIT } from './import-coverage-table';

interface PreviewStepProps {
  preview: CoveragePreviewData;
  onBack: () => void;
  onDone: () => void;
}

/** 'Dated 03/05/2026 to 03/09/2026' for the success toast. */
function datedText(dates: string[]): string {
  const sorted = [...dates].sort();
  const first = formatDate(sorted[0] ?? '');
  const last = formatDate(sorted[sorted.length - 1] ?? '');
  return first === last ? `Dated ${first}` : `Dated ${first} to ${last}`;
}

/**
 * Step 2: what the file holds, row by row, and the import of the matched rows. Rows already
 * stored (issue #20) are marked and left out unless 'Import them anyway' is checked.
 */
export function ImportCoveragePreview({ preview, onBack, onDone }: PreviewStepProps) {
  const { result, existing } = preview;
  const { rows, invalidDates } = result;
  const { rows: matched, sources } = matchedRows(result);
  const [includeExisting, setIncludeExisting] = useState(false);
  const existingCount = existing?.size ?? 0;
  const toImport = includeExisting ? matched.length : matched.length - existingCount;
  const unmatched = rows.length - matched.length;
  const skipped = skippedText(invalidDates);
  const importRequests = useImportRequests();
  const summary = useRef<HTMLDivElement>(null);

  // The Preview button is gone: start the keyboard (and screen reader) at the summary.
  useEffect(() => summary.current?.focus(), []);

  const handleImport = async () => {
    const sent = matched.filter(
      (_, index) => includeExisting || !existing?.has(sources[index] ?? -1),
    );
    try {
      // mutateAsync, not mutate: the toast must show even if the dialog closed meanwhile.
      const answer = await importRequests.mutateAsync({ rows: matched, includeExisting });
      const dated = sent.length > 0 ? datedText(sent.map((row) => row.date)) : undefined;
      const description = [dated, skippedNote(answer.skipped)].filter(Boolean).join('; ');
      toast.success(
        `Successfully imported ${String(answer.imported)} coverage requests`,
        description ? { description } : {},
      );
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
        {matched.length > 0 ? (
          <ExistingRowsNotice
            count={existing ? existingCount : null}
            total={matched.length}
            noun="row"
            included={includeExisting}
            onIncludedChange={setIncludeExisting}
          />
        ) : null}
      </div>
      <ImportCoverageTable rows={rows} existing={existing} includeExisting={includeExisting} />
      {rows.length > PREVIEW_LIMIT ? (
        <p className="text-xs text-muted-foreground">
          Showing first {PREVIEW_LIMIT} of {rows.length} rows. Every matched row is imported
          {existingCount > 0 && !includeExisting ? ', except those that already exist' : ''}.
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
          disabled={toImport === 0}
          loading={importRequests.isPending}
          onClick={() => void handleImport()}
        >
          {toImport > 0 ? `Import ${plural(toImport, 'row')}` : 'Import'}
        </Button>
      </DialogFooter>
    </div>
  );
}
