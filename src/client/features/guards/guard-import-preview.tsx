import type { GuardCsvResult } from '../../../shared/guard-csv';
import { qualificationsText } from '../../../shared/qualification-cell';
import { ExistingBadge, ExistingRowsNotice, LEFT_OUT } from '../../components/import-existing';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';

/** How many rows the preview lists; the count covers them all. */
export const PREVIEW_ROWS = 100;

interface GuardImportPreviewProps {
  result: GuardCsvResult;
  /** Rows the import would refuse (issue #32): shown, and nothing is imported until fixed. */
  problems: readonly string[];
  /** Indexes of the names already stored (issue #20); null when the server could not say. */
  existing: ReadonlySet<number> | null;
  includeExisting: boolean;
  onIncludeExistingChange: (included: boolean) => void;
}

/** How many guards an import saves: all of them, or those not stored already. */
export function guardsToImport(
  result: GuardCsvResult,
  existing: ReadonlySet<number> | null,
  includeExisting: boolean,
): number {
  return result.guards.length - (includeExisting ? 0 : (existing?.size ?? 0));
}

/**
 * What an import will save: the count, skipped rows, names already stored, and the first names in
 * a scrolling box, those already stored marked.
 */
export function GuardImportPreview({
  result,
  problems,
  existing,
  includeExisting,
  onIncludeExistingChange,
}: GuardImportPreviewProps) {
  const { guards, skipped } = result;
  const shown = guards.slice(0, PREVIEW_ROWS);
  const ready = guardsToImport(result, existing, includeExisting);
  // The file has a Qualifications column when its rows carry their numbers.
  const withQualifications = guards.some((guard) => guard.row !== undefined);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      {problems.length > 0 ? <ImportProblems problems={problems} /> : null}
      <p className="text-sm font-medium" role="status">
        {ready} guard{ready === 1 ? '' : 's'} ready to import
        {skipped > 0
          ? ` (${skipped} row${skipped === 1 ? '' : 's'} skipped: missing a first or last name)`
          : ''}
      </p>
      <ExistingRowsNotice
        count={existing ? existing.size : null}
        total={guards.length}
        noun="guard"
        included={includeExisting}
        onIncludedChange={onIncludeExistingChange}
      />
      <div
        role="region"
        aria-label="Guards to import"
        tabIndex={0}
        className="max-h-64 overflow-y-auto rounded-md border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Table>
          <TableHeader className="sticky top-0 bg-card">
            <TableRow>
              <TableHead>First Name</TableHead>
              <TableHead>Last Name</TableHead>
              {withQualifications ? (
                <TableHead className="hidden sm:table-cell">Qualifications</TableHead>
              ) : null}
              {existing?.size ? (
                <TableHead className="hidden sm:table-cell">Status</TableHead>
              ) : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((guard, index) => (
              <TableRow
                key={index}
                className={existing?.has(index) && !includeExisting ? LEFT_OUT : undefined}
              >
                <TableCell className="break-words">{guard.firstName}</TableCell>
                <TableCell className="break-words">
                  {guard.lastName}
                  {/* Phones: qualifications and the mark go under the name, the table stays
                      within the screen. */}
                  {guard.qualifications?.length ? (
                    <span className="mt-1 block text-xs text-muted-foreground sm:hidden">
                      {qualificationsText(guard.qualifications)}
                    </span>
                  ) : null}
                  {existing?.has(index) ? (
                    <span className="mt-1 block sm:hidden">
                      <ExistingBadge />
                    </span>
                  ) : null}
                </TableCell>
                {withQualifications ? (
                  <TableCell className="hidden break-words sm:table-cell">
                    {qualificationsText(guard.qualifications ?? [])}
                  </TableCell>
                ) : null}
                {existing?.size ? (
                  <TableCell className="hidden sm:table-cell">
                    {existing.has(index) ? <ExistingBadge /> : 'New'}
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {guards.length > shown.length ? (
        <p className="text-xs text-muted-foreground">
          Showing the first {shown.length} of {guards.length}.{' '}
          {existing?.size && !includeExisting
            ? 'All of them will be imported, except those that already exist.'
            : 'All of them will be imported.'}
        </p>
      ) : null}
    </div>
  );
}

/** How many problems the list shows; the count covers them all. */
const PROBLEMS_SHOWN = 20;

/** The rows to fix before anything is imported ('Row 4: unknown qualification "Armd"'). */
function ImportProblems({ problems }: { problems: readonly string[] }) {
  return (
    <div role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
      <p className="font-medium text-destructive">
        {problems.length === 1 ? '1 row needs' : `${String(problems.length)} rows need`} fixing in
        the file before it can be imported:
      </p>
      <ul className="mt-1 list-disc pl-5">
        {problems.slice(0, PROBLEMS_SHOWN).map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      {problems.length > PROBLEMS_SHOWN ? (
        <p className="mt-1 text-muted-foreground">
          And {String(problems.length - PROBLEMS_SHOWN)} more.
        </p>
      ) : null}
    </div>
  );
}
