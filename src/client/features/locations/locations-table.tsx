import { CalendarDays, MapPin } from 'lucide-react';
import type { LocationListItem } from '../../../shared/locations';
import { requiresText } from '../../../shared/qualifications';
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
  locations: LocationListItem[];
  /** Row actions; left out for roles that may only look. */
  onEdit?: ((location: LocationListItem) => void) | undefined;
  onDelete?: ((location: LocationListItem) => void) | undefined;
  /** Opens the post's calendar feed (issue #22); left out for roles that may not share it. */
  onFeed?: ((location: LocationListItem) => void) | undefined;
}

/**
 * Location Name (with its address, check-in radius and requirements under it) and Department
 * Code, one row per location, with edit and delete.
 */
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
              {location.address ? (
                <span className="mt-1 block text-sm font-normal break-words text-muted-foreground">
                  <span className="sr-only">Address: </span>
                  {location.address}
                </span>
              ) : null}
              {location.latitude !== null ? (
                <span className="mt-1 flex items-center gap-1 text-xs font-normal text-muted-foreground">
                  <MapPin aria-hidden="true" className="size-3" />
                  Check-in within {location.radiusMeters} m
                </span>
              ) : null}
              {location.requirements.length > 0 ? (
                <span className="mt-1 block text-xs font-normal text-muted-foreground">
                  {requiresText(location.requirements)}
                </span>
              ) : null}
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
