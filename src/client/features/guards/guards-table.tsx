import { cardStatus } from '../../../shared/guard-card';
import type { Guard } from '../../../shared/guards';
import { ActionsHead, RowActionsCell, TableSkeleton } from '../../components/row-actions';
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
          {withActions ? <ActionsHead /> : null}
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
                <RowActionsCell
                  name={name}
                  onEdit={onEdit && (() => onEdit(guard))}
                  onDelete={onDelete && (() => onDelete(guard))}
                />
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
  return <TableSkeleton label="Loading guards" rows={6} />;
}
