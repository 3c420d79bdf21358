import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarX } from 'lucide-react';
import type { CoverageRequest } from '../../../shared/coverage-requests';
import { EmptyState, LoadError } from '../../components/list-states';
import { TableSkeleton } from '../../components/row-actions';

import { LocationRequestsList } from './location-requests-list';

interface LocationRequestsBodyProps {
  query: UseQueryResult<CoverageRequest[]>;
  onEdit: ((request: CoverageRequest) => void) | undefined;
  onDelete: ((request: CoverageRequest) => void) | undefined;
  onCallOut?: ((request: CoverageRequest) => void) | undefined;
}

/** The dialog's list, or what to show while it loads, when it fails or when it is empty. */
export function LocationRequestsBody({
  query,
  onEdit,
  onDelete,
  onCallOut,
}: LocationRequestsBodyProps) {
  if (query.isPending) return <TableSkeleton label="Loading requests" rows={3} />;
  if (query.isError) {
    return (
      <LoadError
        title="Could not load the requests"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        className="py-8"
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={CalendarX}
        title="No coverage requests for this location this month"
        className="py-8"
      />
    );
  }
  return (
    <LocationRequestsList
      requests={query.data}
      onEdit={onEdit}
      onDelete={onDelete}
      onCallOut={onCallOut}
    />
  );
}
