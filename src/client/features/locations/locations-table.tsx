import { Pencil, Trash2 } from 'lucide-react';
import type { Location } from '../../../shared/locations';
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

interface LocationsTableProps {
  locations: Location[];
  /** Row actions; left out for roles that may only look. */
  onEdit?: ((location: Location) => void) | undefined;
  onDelete?: ((location: Location) => void) | undefined;
}

/** Location Name and Department Code, one row per location, with edit and delete. */
export function LocationsTable({ locations, onEdit, onDelete }: LocationsTableProps) {
  const withActions = Boolean(onEdit ?? onDelete);
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Location Name</TableHead>
          <TableHead className="hidden sm:table-cell">Department Code</TableHead>
          {withActions ? (
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {locations.map((location) => (
          <TableRow key={location.id}>
            <TableCell className="font-medium break-words">
              {location.name}
              {/* Phones show the code under the name rather than in a column of its own. */}
              <span className="mt-1 block font-mono text-xs font-normal text-muted-foreground sm:hidden">
                <span className="sr-only">Department code: </span>
                {location.deptCode}
              </span>
            </TableCell>
            <TableCell className="hidden font-mono sm:table-cell">{location.deptCode}</TableCell>
            {withActions ? (
              <TableCell className="w-px text-right whitespace-nowrap">
                {onEdit ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${location.name}`}
                    title="Edit"
                    onClick={() => onEdit(location)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                ) : null}
                {onDelete ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-destructive hover:text-destructive"
                    aria-label={`Delete ${location.name}`}
                    title="Delete"
                    onClick={() => onDelete(location)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                ) : null}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Placeholder rows while the locations load. */
export function LocationsTableSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3 p-4">
      <span className="sr-only">Loading locations</span>
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className="flex items-center gap-4">
          <Skeleton className="h-5 flex-1" />
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-8 w-20" />
        </div>
      ))}
    </div>
  );
}
