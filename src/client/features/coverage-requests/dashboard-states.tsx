import { CalendarPlus, MapPin, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, LoadError } from '../../components/list-states';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LocationCardSkeleton } from './location-card';

/** The grid's columns: 1 on phones, 2 on medium screens, 3 on large ones. */
export const GRID_CLASS = 'grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3';

/** Placeholder cards while the locations and the month's counts load. */
export function DashboardGridSkeleton() {
  return (
    <div role="status" className={GRID_CLASS}>
      <span className="sr-only">Loading coverage</span>
      {Array.from({ length: 6 }, (_, index) => (
        <LocationCardSkeleton key={index} />
      ))}
    </div>
  );
}

/** The locations or the counts could not be loaded. */
export function DashboardLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card>
      <LoadError title="Could not load coverage" message={message} onRetry={onRetry} />
    </Card>
  );
}

/** No location exists yet; managers are sent to the Locations page to add one. */
export function NoLocations({ canManage }: { canManage: boolean }) {
  return (
    <Card>
      <EmptyState icon={MapPin} title="No locations yet">
        <p className="max-w-sm text-sm text-muted-foreground">
          Coverage requests are kept per location.{' '}
          {canManage ? 'Add your posts first.' : 'Ask a supervisor to add your posts.'}
        </p>
        {canManage ? (
          <Button asChild variant="outline">
            <Link to="/locations">
              <MapPin aria-hidden="true" />
              Go to Locations
            </Link>
          </Button>
        ) : null}
      </EmptyState>
    </Card>
  );
}

/** The month has no requests at all (for a customer: none of their own). */
export function EmptyMonth({ onAdd }: { onAdd: (() => void) | undefined }) {
  return (
    <Card>
      <EmptyState icon={CalendarPlus} title="No coverage requests yet">
        <p className="max-w-sm text-sm text-muted-foreground">
          Nothing is booked for this month. Use the arrows to look at another month.
        </p>
        {onAdd ? (
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" />
            Add Your First Request
          </Button>
        ) : null}
      </EmptyState>
    </Card>
  );
}
