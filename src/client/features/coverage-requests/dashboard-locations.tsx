import { useMemo } from 'react';
import type { CoverageSummary } from '../../../shared/coverage-requests';
import type { Location } from '../../../shared/locations';
import { useLocations } from '../../lib/queries/locations';
import { useCoverageSummary } from './api';
import {
  DashboardGridSkeleton,
  DashboardLoadError,
  EmptyMonth,
  GRID_CLASS,
  NoLocations,
} from './dashboard-states';
import { LocationCard } from './location-card';

interface DashboardLocationsProps {
  month: string;
  canManageLocations: boolean;
  onSelect: (location: Location) => void;
  /** Opens the add dialog from the empty month; left out for roles that may not add. */
  onAddFirst: (() => void) | undefined;
  /** Where a card's 'N open' leads (its post's board), for roles that fill shifts. */
  openShiftsHref?: ((locationId: string) => string) | undefined;
}

/** The month's grid of location cards, or what to show instead (loading, error, empty). */
export function DashboardLocations(props: DashboardLocationsProps) {
  const { month, canManageLocations, onSelect, onAddFirst } = props;
  const locations = useLocations();
  const summary = useCoverageSummary(month);
  const sorted = locations.data ?? [];
  const counts = useMemo(
    () =>
      new Map<string, CoverageSummary>((summary.data ?? []).map((row) => [row.locationId, row])),
    [summary.data],
  );

  if (locations.isError || summary.isError) {
    const message = (locations.error ?? summary.error)?.message ?? 'Please try again.';
    const handleRetry = () => {
      if (locations.isError) void locations.refetch();
      if (summary.isError) void summary.refetch();
    };
    return <DashboardLoadError message={message} onRetry={handleRetry} />;
  }
  if (locations.isPending || summary.isPending) return <DashboardGridSkeleton />;
  if (sorted.length === 0) return <NoLocations canManage={canManageLocations} onAdd={onAddFirst} />;
  // The previous month stays on screen (dimmed) until this month's counts arrive.
  const stale = summary.isPlaceholderData;
  if (!stale && summary.data.length === 0) return <EmptyMonth onAdd={onAddFirst} />;

  return (
    <ul
      aria-label="Locations"
      aria-busy={stale}
      className={`${GRID_CLASS} transition-opacity ${stale ? 'opacity-60' : ''}`}
    >
      {sorted.map((location) => {
        const row = counts.get(location.id);
        return (
          <li key={location.id} className="flex min-w-0">
            <LocationCard
              location={location}
              count={row?.count ?? 0}
              open={row?.open ?? 0}
              uncovered={row?.uncovered ?? 0}
              onSelect={() => onSelect(location)}
              openShiftsHref={props.openShiftsHref?.(location.id)}
            />
          </li>
        );
      })}
    </ul>
  );
}
