import { CalendarClock, UserSearch } from 'lucide-react';
import {
  isAlarm,
  nowGuardText,
  nowStateText,
  nowStrip,
  showsNotConfirmed,
  type NowShift,
  type NowState,
} from '../../../shared/now-strip';
import { NOT_CONFIRMED_LABEL } from '../../../shared/shift-confirmations';
import { shiftTimes } from '../../../shared/shift-offers';
import { LoadError } from '../../components/list-states';
import { Badge, type BadgeProps } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/utils';
import { useNowShifts } from './api';

/** Each state's badge; its words say it too, colour is not alone. */
const BADGES: Record<NowState, BadgeProps['variant']> = {
  'no-show': 'destructive',
  'no-guard': 'destructive',
  'off-site': 'destructive',
  'checked-in-after-no-show': 'destructive',
  late: 'warning',
  due: 'outline',
  upcoming: 'muted',
  'checked-in': 'success',
  'checked-in-late': 'success',
};

/** The edge that marks the ones needing the office now: red where the post may be empty. */
const EDGES: Partial<Record<NowState, string>> = {
  'no-show': 'border-l-destructive',
  'no-guard': 'border-l-destructive',
  'off-site': 'border-l-destructive',
  'checked-in-after-no-show': 'border-l-destructive',
  late: 'border-l-warning',
};

interface NowStripProps {
  /** The post the board shows, if one. */
  location: string | undefined;
  now: Date;
  /** What opens Find cover for a shift without a guard, as the board would, if it lists it. */
  detailsOf: (requestId: string) => (() => void) | undefined;
}

/**
 * The open-shifts board's 'Now' strip (issues #33, #39): shifts starting in the next two hours
 * and started ones whose post may be empty (no guard, off site, no check-in), those first. The
 * server's answer is read again every minute and on every shift event; in between the states are
 * read again from the same facts at `now` (a shift turns late at its minute with no write).
 */
export function NowStrip({ location, now, detailsOf }: NowStripProps) {
  const query = useNowShifts(location);
  const data = query.data;
  const shifts = data ? nowStrip(data.shifts, now, data) : [];

  let body;
  if (query.isError && !data) {
    body = (
      <LoadError
        title="Could not load what is starting now"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!data) {
    body = (
      <div
        aria-busy="true"
        aria-label="Loading the Now strip"
        className="grid gap-2 sm:grid-cols-2"
      >
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  } else if (shifts.length === 0) {
    body = (
      <Card className="flex flex-row items-center gap-3 p-4 text-sm text-muted-foreground">
        <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
        Nothing starting in the next two hours, and every started shift has its guard on site.
      </Card>
    );
  } else {
    body = (
      <>
        <ul aria-label="Now" className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {shifts.map((shift) => (
            <NowItem
              key={shift.id}
              shift={shift}
              now={now}
              onDetails={shift.calledOut ? detailsOf(shift.id) : undefined}
            />
          ))}
        </ul>
        {data.total > data.shifts.length ? (
          <p role="note" className="text-sm text-muted-foreground">
            {`Showing the ${String(data.shifts.length)} most urgent of ${data.total.toLocaleString()}.`}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="now-strip-title" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="now-strip-title" className="text-lg font-semibold">
          Now
        </h2>
        <p className="text-sm text-muted-foreground">
          Starting in the next two hours, and started without a guard on site.
        </p>
      </div>
      {body}
    </section>
  );
}

/** One shift: its state, times, post and guard. */
function NowItem({
  shift,
  now,
  onDetails,
}: {
  shift: NowShift;
  now: Date;
  onDetails: (() => void) | undefined;
}) {
  const state = nowStateText(shift, now);
  const times = shiftTimes(shift);
  const who = nowGuardText(shift);
  return (
    <li
      aria-label={`Now: ${shift.locationName}, ${times}, ${who}: ${state}`}
      className={cn(
        'flex items-start gap-3 rounded-lg border border-l-4 bg-card p-3',
        EDGES[shift.state] ?? 'border-l-border',
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Badge variant={BADGES[shift.state]}>{state}</Badge>
          {/* Issue #39: the guard has not said they are coming; call before the no-show. */}
          {showsNotConfirmed(shift) ? (
            <Badge variant="outline" className="border-warning bg-warning/15">
              {NOT_CONFIRMED_LABEL}
            </Badge>
          ) : null}
          <span className="font-mono text-sm tabular-nums">{times}</span>
        </div>
        <p className="min-w-0 break-words">
          <span className="font-medium">{shift.locationName}</span>{' '}
          <span className="font-mono text-xs text-muted-foreground">{shift.deptCode}</span>
        </p>
        <p
          className={cn(
            'text-sm break-words',
            isAlarm(shift.state) ? 'text-foreground' : 'text-muted-foreground',
          )}
        >
          {who}
        </p>
      </div>
      {onDetails ? (
        <Button
          variant={shift.state === 'no-show' || shift.state === 'no-guard' ? 'default' : 'outline'}
          size="sm"
          aria-label={`Find cover for ${shift.locationName}, ${times}`}
          onClick={onDetails}
        >
          <UserSearch aria-hidden="true" />
          Find cover
        </Button>
      ) : null}
    </li>
  );
}
