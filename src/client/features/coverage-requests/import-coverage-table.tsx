import type { CoverageCsvRow } from '../../../shared/coverage-csv';
import { formatDate } from '../../../shared/date-format';
import { ExistingBadge, LEFT_OUT } from '../../components/import-existing';
import { Badge } from '../../components/ui/badge';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { cn } from '../../lib/utils';

/** How many rows the preview lists; 10,000 table rows would make the dialog sluggish. */
export const PREVIEW_LIMIT = 500;

function StatusBadge({ row }: { row: CoverageCsvRow }) {
  return row.location ? (
    <Badge variant="success">Matched</Badge>
  ) : (
    <Badge variant="warning">Unmatched</Badge>
  );
}

/** Which rows are stored already (issue #20), and whether the import takes them anyway. */
interface ExistingMarks {
  existing: ReadonlySet<number> | null;
  includeExisting: boolean;
}

/**
 * How a row stands apart: unmatched rows on a warning tint, rows left out as existing with a bar
 * at their start (a tint would take the muted text below its contrast).
 */
function rowTone(row: CoverageCsvRow, exists: boolean, { includeExisting }: ExistingMarks) {
  if (!row.location) return 'bg-warning/10';
  return exists && !includeExisting ? LEFT_OUT : undefined;
}

/** Phones: one card per row, so the status is in sight without scrolling sideways. */
function PreviewList({ rows, marks }: { rows: readonly CoverageCsvRow[]; marks: ExistingMarks }) {
  return (
    <ul aria-label="Rows to import" className="divide-y divide-border md:hidden">
      {rows.map((row, index) => (
        <li
          key={index}
          className={cn(
            'flex flex-col gap-1 p-3 text-sm',
            rowTone(row, marks.existing?.has(index) ?? false, marks),
          )}
        >
          <span className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium tabular-nums">{formatDate(row.date)}</span>
            <span className="flex flex-wrap items-center gap-1">
              {marks.existing?.has(index) ? <ExistingBadge /> : null}
              <StatusBadge row={row} />
            </span>
          </span>
          <span className="break-words">
            {row.locationName || <span className="text-muted-foreground">No location name</span>}
            {' \u00b7 '}
            <span className="font-mono text-xs break-all">{row.deptCode || 'no Dept_Code'}</span>
          </span>
          {row.location ? (
            <span className="text-xs break-words text-muted-foreground">
              Matches {row.location.name}
            </span>
          ) : null}
          {row.note ? <span className="break-words whitespace-pre-line">{row.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The parsed rows in a box exactly 400 px high (spec section 9) that scrolls both ways inside
 * itself, with a sticky header (a card list on phones). A plain <table> here: the Table wrapper would become the scroll
 * container and the header would not stick.
 */
export function ImportCoverageTable({
  rows,
  ...marks
}: { rows: readonly CoverageCsvRow[] } & ExistingMarks) {
  const shown = rows.length > PREVIEW_LIMIT ? rows.slice(0, PREVIEW_LIMIT) : rows;
  return (
    <div
      role="region"
      aria-label="Coverage requests to import"
      tabIndex={0}
      className="h-[400px] overflow-auto rounded-md border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <PreviewList rows={shown} marks={marks} />
      <table className="hidden w-full min-w-[38rem] text-sm md:table">
        <TableHeader className="sticky top-0 z-10 bg-card shadow-[0_1px_0_var(--color-border)]">
          <TableRow className="hover:bg-transparent">
            <TableHead>Date</TableHead>
            <TableHead>Location Name</TableHead>
            <TableHead>Dept_Code</TableHead>
            <TableHead>Note</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((row, index) => (
            <TableRow
              key={index}
              className={rowTone(row, marks.existing?.has(index) ?? false, marks)}
            >
              <TableCell className="whitespace-nowrap tabular-nums">
                {formatDate(row.date)}
              </TableCell>
              <TableCell className="max-w-48 break-words">{row.locationName}</TableCell>
              <TableCell className="whitespace-nowrap">{row.deptCode}</TableCell>
              <TableCell className="max-w-64 break-words whitespace-pre-line">
                {row.note ?? ''}
              </TableCell>
              <TableCell>
                <span className="flex flex-col items-start gap-1">
                  <StatusBadge row={row} />
                  {marks.existing?.has(index) ? <ExistingBadge /> : null}
                  {row.location ? (
                    <span className="text-xs text-muted-foreground">{row.location.name}</span>
                  ) : null}
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </table>
    </div>
  );
}
