import { Download } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { reportCsv, type ReportTable } from '../../../shared/report-math';
import { LoadError } from '../../components/list-states';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { saveFile } from '../../lib/save-file';

/** Saves a CSV text as a file, as a download link would. */
function downloadCsv(fileName: string, text: string) {
  // A byte-order mark, as the export's, so that Excel reads it as UTF-8.
  saveFile(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** A chart's numbers as an accessible table. */
export function NumbersTable({ table }: { table: ReportTable }) {
  return (
    <div className="max-h-96 overflow-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="caption-top px-3 py-2 text-left text-xs text-muted-foreground">
          {table.caption}
        </caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-left font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index} className="border-t">
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row" className="px-3 py-1.5 text-left font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={column} className="px-3 py-1.5 tabular-nums">
                    {cell ?? '–'}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One report: its title and what it counts, the chart (or what stands in for it while loading,
 * on failure, or with nothing to show), its numbers under a 'Show table' disclosure, and a CSV of
 * those numbers.
 */
export function ReportCard({
  title,
  description,
  table,
  fileName,
  note,
  empty,
  failure,
  children,
}: {
  title: string;
  description: string;
  /** Null while loading or after a failure. */
  table: ReportTable | null;
  fileName: string;
  note?: string | null;
  /** What to say instead of the chart when there is nothing to draw. */
  empty?: string | null;
  /** Why the numbers could not be loaded, and how to try again. */
  failure?: { message: string; retry: () => void } | null;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <Card className="gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex flex-col gap-1">
            <h2 id={headingId} className="text-lg font-semibold">
              {title}
            </h2>
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={!table}
            onClick={() => table && downloadCsv(fileName, reportCsv(table))}
          >
            <Download aria-hidden="true" />
            Download CSV
            <span className="sr-only"> of {title}</span>
          </Button>
        </div>
        <CardContent className="flex flex-col gap-3 p-0">
          {failure && !table ? (
            <LoadError
              title={`Could not load ${title.toLowerCase()}`}
              message={failure.message}
              onRetry={failure.retry}
            />
          ) : !table ? (
            <Skeleton role="status" aria-label={`Loading ${title}`} className="h-60 w-full" />
          ) : empty ? (
            <p className="flex h-32 items-center justify-center rounded-md border border-dashed text-sm text-muted-foreground">
              {empty}
            </p>
          ) : (
            children
          )}
          {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
          {table ? (
            <details className="group">
              <summary className="cursor-pointer text-sm font-medium text-primary">
                Show table
              </summary>
              <div className="mt-2">
                <NumbersTable table={table} />
              </div>
            </details>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
