import { Pencil, Trash2 } from 'lucide-react';
import { cardStatus } from '../../../shared/guard-card';
import type { Guard } from '../../../shared/guards';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { CardStatusBadge } from './card-status-badge';
import { guardFullName } from './guard-filters';

interface GuardsTableProps {
  guards: Guard[];
  /** The browser's local date (yyyy-MM-dd) the card badges are computed against. */
  today: string;
  onEdit?: ((guard: Guard) => void) | undefined;
  onDelete?: ((guard: Guard) => void) | undefined;
}

/** The guards by name, each with its card-expiry badge and edit and delete buttons. */
export function GuardsTable({ guards, today, onEdit, onDelete }: GuardsTableProps) {
  const withActions = Boolean(onEdit ?? onDelete);
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          {withActions ? (
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {guards.map((guard) => {
          const name = guardFullName(guard);
          return (
            <TableRow key={guard.id}>
              <TableCell>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-medium break-words">{name}</span>
                  <CardStatusBadge status={cardStatus(guard.expDate, today)} />
                </div>
              </TableCell>
              {withActions ? (
                <TableCell className="w-px text-right whitespace-nowrap">
                  {onEdit ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${name}`}
                      title="Edit"
                      onClick={() => onEdit(guard)}
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
                      onClick={() => onDelete(guard)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** Placeholder rows while the guards load. */
export function GuardsTableSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3 p-4">
      <span className="sr-only">Loading guards</span>
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <div key={row} className="flex items-center gap-4">
          <Skeleton className="h-5 flex-1" />
          <Skeleton className="h-8 w-20" />
        </div>
      ))}
    </div>
  );
}
