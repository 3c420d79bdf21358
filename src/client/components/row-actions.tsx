import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';
import { TableCell, TableHead } from './ui/table';

/** Edit and delete buttons for a table row, named after the row for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  return (
    <>
      {onEdit ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit ${name}`}
          title="Edit"
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" />
        </Button>
      ) : null}
      {onDelete ? (
        <Button
          variant="ghost"
          size="icon"
          className="text-destructive hover:text-destructive"
          aria-label={`Delete ${name}`}
          title="Delete"
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : null}
    </>
  );
}

/** Placeholder rows while a table loads. */
export function TableSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="flex flex-col gap-3 p-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex items-center gap-4">
          <Skeleton className="h-5 flex-1" />
          <Skeleton className="h-8 w-20" />
        </div>
      ))}
    </div>
  );
}

/** The header cell above a table's row actions: named for screen readers, empty on screen. */
export function ActionsHead() {
  return (
    <TableHead className="text-right">
      <span className="sr-only">Actions</span>
    </TableHead>
  );
}

/** The last cell of a row: its edit and delete buttons, kept to their natural width. */
export function RowActionsCell(props: Parameters<typeof RowActions>[0]) {
  return (
    <TableCell className="w-px text-right whitespace-nowrap">
      <RowActions {...props} />
    </TableCell>
  );
}
