import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Location } from '../../../shared/locations';
import { openCountText } from '../../../shared/uncovered';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';

interface LocationCardProps {
  location: Location;
  /**
   * The month's requests at the location; of those without a guard, how many can still be filled
   * (open) and how many ended without one (uncovered, issue #39).
   */
  count: number;
  open: number;
  uncovered: number;
  onSelect: () => void;
  /** Where 'N open' leads (the post's open shifts of the month); plain text without it. */
  openShiftsHref?: string | undefined;
}

/** One location on the dashboard grid: its month's request count, what is open and uncovered. */
export function LocationCard(props: LocationCardProps) {
  const { location, count, open, uncovered, onSelect, openShiftsHref } = props;
  const id = useId();
  let status = <span className="text-muted-foreground">No requests</span>;
  if (count > 0 && (open > 0 || uncovered > 0)) {
    // Amber while some can still be filled; red once all that is left ended without a guard.
    const dot = (
      <span
        aria-hidden="true"
        className={`size-2 shrink-0 rounded-full ${open > 0 ? 'bg-warning' : 'bg-destructive'}`}
      />
    );
    const words = openCountText(open, uncovered);
    status = openShiftsHref ? (
      <Link
        to={openShiftsHref}
        title="See this post's open and uncovered shifts of the month"
        className="pointer-events-auto flex items-center gap-1.5 rounded-sm font-medium underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {dot}
        {words}
      </Link>
    ) : (
      <span className="flex items-center gap-1.5 font-medium">
        {dot}
        {words}
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

  // The whole card opens the post's month (the button's ::after covers it); 'N open' sits above
  // it as a link of its own, a sibling rather than a control nested in the button.
  return (
    <div className="group relative flex min-h-28 w-full min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:border-ring/40 hover:bg-accent/40 has-[button:focus-visible]:ring-2 has-[button:focus-visible]:ring-ring has-[button:focus-visible]:ring-offset-2">
      <button
        type="button"
        onClick={onSelect}
        aria-labelledby={`${id}-name ${id}-code`}
        aria-describedby={`${id}-count ${id}-status`}
        className="flex w-full items-start justify-between gap-3 text-left outline-hidden after:absolute after:inset-0 after:rounded-lg after:content-['']"
      >
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
      </button>
      <span className="pointer-events-none relative mt-auto flex w-full items-center justify-between text-sm">
        <span id={`${id}-status`}>{status}</span>
        <ChevronRight
          aria-hidden="true"
          className="size-4 text-muted-foreground group-hover:text-foreground"
        />
      </span>
    </div>
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
