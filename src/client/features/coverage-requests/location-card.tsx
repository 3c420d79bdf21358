import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import type { Location } from '../../../shared/locations';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';

interface LocationCardProps {
  location: Location;
  /** The month's requests at the location, and how many of them have no guard yet. */
  count: number;
  open: number;
  onSelect: () => void;
}

/** One location on the dashboard grid: its month's request count and what is still open. */
export function LocationCard({ location, count, open, onSelect }: LocationCardProps) {
  const id = useId();
  let status = <span className="text-muted-foreground">No requests</span>;
  if (count > 0 && open > 0) {
    status = (
      <span className="flex items-center gap-1.5 font-medium">
        <span aria-hidden="true" className="size-2 rounded-full bg-warning" />
        {open} open
      </span>
    );
  } else if (count > 0) {
    status = (
      <span className="flex items-center gap-1.5 font-medium text-success">
        <span aria-hidden="true" className="size-2 rounded-full bg-success" />
        All covered
      </span>
    );
  }

  return (
    <button
      type="button"
      onClick={onSelect}
      aria-labelledby={`${id}-name ${id}-code`}
      aria-describedby={`${id}-count ${id}-status`}
      className="group flex min-h-28 w-full min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4 text-left text-card-foreground shadow-sm ring-offset-background transition-colors outline-hidden hover:border-ring/40 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <span className="flex w-full items-start justify-between gap-3">
        <span className="flex min-w-0 flex-col gap-1">
          <span id={`${id}-name`} className="font-medium break-words">
            {location.name}
          </span>
          <span id={`${id}-code`} className="font-mono text-xs break-all text-muted-foreground">
            {location.deptCode}
          </span>
        </span>
        <Badge
          id={`${id}-count`}
          variant={count === 0 ? 'muted' : 'default'}
          className="min-w-8 justify-center text-sm"
        >
          {count}
          <span className="sr-only"> {count === 1 ? 'request' : 'requests'}</span>
        </Badge>
      </span>
      <span className="mt-auto flex w-full items-center justify-between text-sm">
        <span id={`${id}-status`}>{status}</span>
        <ChevronRight
          aria-hidden="true"
          className="size-4 text-muted-foreground group-hover:text-foreground"
        />
      </span>
    </button>
  );
}

/** Placeholder cards while the locations and counts load. */
export function LocationCardSkeleton() {
  return (
    <div className="flex min-h-28 flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-3 w-16" />
        </div>
        <Skeleton className="h-6 w-8" />
      </div>
      <Skeleton className="mt-auto h-4 w-24" />
    </div>
  );
}
