import { CalendarPlus, MapPin, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
    <Card role="alert" className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <p className="font-medium">Could not load coverage</p>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}

function EmptyCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        {icon}
      </span>
      <p className="font-medium">{title}</p>
      {children}
    </Card>
  );
}

/** No location exists yet; managers are sent to the Locations page to add one. */
export function NoLocations({ canManage }: { canManage: boolean }) {
  return (
    <EmptyCard icon={<MapPin className="size-6" aria-hidden="true" />} title="No locations yet">
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
    </EmptyCard>
  );
}

/** The month has no requests at all (for a customer: none of their own). */
export function EmptyMonth({ onAdd }: { onAdd: (() => void) | undefined }) {
  return (
    <EmptyCard
      icon={<CalendarPlus className="size-6" aria-hidden="true" />}
      title="No coverage requests yet"
    >
      <p className="max-w-sm text-sm text-muted-foreground">
        Nothing is booked for this month. Use the arrows to look at another month.
      </p>
      {onAdd ? (
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add Your First Request
        </Button>
      ) : null}
    </EmptyCard>
  );
}
