import { CalendarPlus, MapPin, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
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

/** The spec's empty dashboard: its title, and 'Add Your First Request' for roles that may add. */
function NoRequests({
  onAdd,
  description,
  children,
}: {
  onAdd: (() => void) | undefined;
  /** Shown above the button. */
  description?: ReactNode;
  /** Shown below the button. */
  children?: ReactNode;
}) {
  return (
    <Card>
      <EmptyState icon={CalendarPlus} title="No coverage requests yet">
        {description}
        {onAdd ? (
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" />
            Add Your First Request
          </Button>
        ) : null}
        {children}
      </EmptyState>
    </Card>
  );
}

/**
 * A fresh install, with no location yet: the spec's empty dashboard, then what to do first, since
 * every request belongs to a location (managers are sent to the Locations page).
 */
export function NoLocations({
  canManage,
  onAdd,
}: {
  canManage: boolean;
  onAdd: (() => void) | undefined;
}) {
  return (
    <NoRequests onAdd={onAdd}>
      <div className="mt-2 flex max-w-sm flex-col items-center gap-3 border-t border-border pt-4">
        <p className="text-sm text-muted-foreground">
          Each request belongs to a location, and there are none yet.{' '}
          {canManage
            ? 'Start by adding your posts on the Locations page.'
            : 'Ask a supervisor to add your posts first.'}
        </p>
        {canManage ? (
          <Button asChild variant="outline">
            <Link to="/locations">
              <MapPin aria-hidden="true" />
              Go to Locations
            </Link>
          </Button>
        ) : null}
      </div>
    </NoRequests>
  );
}

/** The month has no requests at all (for a customer: none of their own). */
export function EmptyMonth({ onAdd }: { onAdd: (() => void) | undefined }) {
  return (
    <NoRequests
      onAdd={onAdd}
      description={
        <p className="max-w-sm text-sm text-muted-foreground">
          Nothing is booked for this month. Use the arrows to look at another month.
        </p>
      }
    />
  );
}
