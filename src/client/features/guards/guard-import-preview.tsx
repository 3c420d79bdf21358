import type { GuardCsvResult } from '../../../shared/guard-csv';
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

/** What an import will save: the count, skipped rows, and the first names in a scrolling box. */
export function GuardImportPreview({ result }: { result: GuardCsvResult }) {
  const { guards, skipped } = result;
  const shown = guards.slice(0, PREVIEW_ROWS);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium" role="status">
        {guards.length} guard{guards.length === 1 ? '' : 's'} ready to import
        {skipped > 0
          ? ` (${skipped} row${skipped === 1 ? '' : 's'} skipped: missing a first or last name)`
          : ''}
      </p>
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
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((guard, index) => (
              <TableRow key={index}>
                <TableCell className="break-words">{guard.firstName}</TableCell>
                <TableCell className="break-words">{guard.lastName}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {guards.length > shown.length ? (
        <p className="text-xs text-muted-foreground">
          Showing the first {shown.length} of {guards.length}. All of them will be imported.
        </p>
      ) : null}
    </div>
  );
}
