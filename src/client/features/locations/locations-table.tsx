import { CalendarDays } from 'lucide-react';
import type { Location } from '../../../shared/locations';
import { ActionsHead, RowActions, TableSkeleton } from '../../components/row-actions';
import { Button } from '../../components/ui/button';
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
  /** Opens the post's calendar feed (issue #22); left out for roles that may not share it. */
  onFeed?: ((location: Location) => void) | undefined;
}

/** Location Name and Department Code, one row per location, with edit and delete. */
export function LocationsTable({ locations, onEdit, onDelete, onFeed }: LocationsTableProps) {
  const withActions = Boolean(onEdit ?? onDelete ?? onFeed);
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Location Name</TableHead>
          <TableHead className="hidden sm:table-cell">Department Code</TableHead>
          {withActions ? <ActionsHead /> : null}
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
                {onFeed ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Calendar feed of ${location.name}`}
                    title="Calendar feed"
                    onClick={() => onFeed(location)}
                  >
                    <CalendarDays aria-hidden="true" />
                  </Button>
                ) : null}
                <RowActions
                  name={location.name}
                  onEdit={onEdit && (() => onEdit(location))}
                  onDelete={onDelete && (() => onDelete(location))}
                />
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
  return <TableSkeleton label="Loading locations" rows={5} />;
}
