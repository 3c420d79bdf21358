import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarX } from 'lucide-react';
import type { CoverageRequest } from '../../../shared/coverage-requests';
import { TableSkeleton } from '../../components/row-actions';
import { Button } from '../../components/ui/button';
import { LocationRequestsList } from './location-requests-list';

interface LocationRequestsBodyProps {
  query: UseQueryResult<CoverageRequest[]>;
  onEdit: ((request: CoverageRequest) => void) | undefined;
  onDelete: ((request: CoverageRequest) => void) | undefined;
}

/** The dialog's list, or what to show while it loads, when it fails or when it is empty. */
export function LocationRequestsBody({ query, onEdit, onDelete }: LocationRequestsBodyProps) {
  if (query.isPending) return <TableSkeleton label="Loading requests" rows={3} />;
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="font-medium">Could not load the requests</p>
        <p className="text-sm text-muted-foreground">{query.error.message}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <CalendarX className="size-6" aria-hidden="true" />
        </span>
        <p className="font-medium">No coverage requests for this location this month</p>
      </div>
    );
  }
  return <LocationRequestsList requests={query.data} onEdit={onEdit} onDelete={onDelete} />;
}
