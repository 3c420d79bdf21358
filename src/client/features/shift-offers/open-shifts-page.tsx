import { CalendarCheck2, LayoutDashboard, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { can } from '../../../shared/permissions';
import type { OpenShift } from '../../../shared/shift-offers';
import { weekFillText } from '../../../shared/shift-texts';
import { lazyDialog } from '../../components/lazy-dialog';
import { EmptyState, LoadError } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { TableSkeleton } from '../../components/row-actions';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useLocations } from '../../lib/queries/locations';
import { useMe } from '../../lib/session';
import { useDialogState } from '../../lib/use-dialog-state';
import { cn } from '../../lib/utils';
import { BOARD_DAYS, useOpenShifts } from './api';
import { FindCoverDialog } from './find-cover-dialog';
import { NowStrip } from './now-strip';
import type { CallOutShift } from './office-call-out-form';
import { OpenShiftRow } from './open-shift-row';
import { rangeText, useBoardRange } from './use-board-range';
import { useNow } from '../../lib/use-now';

const OfficeCallOutDialog = lazyDialog(() =>
  import('./office-call-out-dialog').then((m) => m.OfficeCallOutDialog),
);
const AgreeEarlyEndDialog = lazyDialog(() =>
  import('./agree-early-end-dialog').then((m) => m.AgreeEarlyEndDialog),
);

/** A shift taken on the board, as 'Call out' needs it. */
function callOutShift(shift: OpenShift): CallOutShift {
  return { ...shift, assignedGuardId: shift.takenById, assignedGuardName: shift.takenBy ?? '' };
}

/**
 * /open-shifts (issue #21): every request without a guard from today through the next 7 days
 * (or the range its address names, issue #30), soonest first, live; a shift taken through an
 * offer or a call stays an hour, marked with who took it. 'Find cover' offers a shift to the
 * guards ranked for it.
 */
export function OpenShiftsPage() {
  const now = useNow();
  const range = useBoardRange(now);
  const board = useOpenShifts(range);
  const post = useLocations().data?.find((location) => location.id === range.location);
  const canCallOut = can(useMe().data?.role, 'call-outs:record');
  const finding = useDialogState<OpenShift>();
  const callingOut = useDialogState<CallOutShift>();
  const agreeing = useDialogState<OpenShift>();
  const shifts = board.data?.shifts ?? [];
  const listed = shifts.filter((shift) => shift.takenBy === null).length;
  const open = board.data?.openTotal ?? listed;
  const where = range.location ? ` at ${post?.name ?? 'this post'}` : '';
  const when = range.chosen
    ? rangeText(range)
    : `today through the next ${String(BOARD_DAYS)} days`;

  let body;
  if (board.isError && !board.data) {
    body = (
      <LoadError
        title="Could not load open shifts"
        message={board.error.message}
        onRetry={() => void board.refetch()}
      />
    );
  } else if (!board.data) {
    body = <TableSkeleton label="Loading open shifts" rows={5} />;
  } else if (shifts.length === 0) {
    body = (
      <EmptyState icon={CalendarCheck2} title="No open shifts">
        <p className="text-sm text-muted-foreground">
          {`Every shift${where}, ${when}, has a guard.`}
        </p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul aria-label="Open shifts">
          {shifts.map((shift) => (
            <OpenShiftRow
              key={shift.id}
              shift={shift}
              now={now}
              onFindCover={finding.show}
              onCallOut={canCallOut ? (taken) => callingOut.show(callOutShift(taken)) : undefined}
              onAgreeEarlyEnd={canCallOut ? agreeing.show : undefined}
            />
          ))}
        </ul>
        {open > listed ? (
          <p role="note" className="border-t px-4 py-3 text-sm text-muted-foreground">
            {`Showing the soonest ${listed.toLocaleString()} of ${open.toLocaleString()} open shifts.`}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Open Shifts"
        description={`Shifts without a guard${where}, ${when}. Updates live.`}
        actions={
          // On a phone this board is a dispatcher's home: the month's cards are one tap away.
          <Link
            to="/"
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'md:hidden')}
          >
            <LayoutDashboard aria-hidden="true" />
            Month view
          </Link>
        }
      />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <p className="font-medium" aria-live="polite">
          {board.data ? `${String(open)} open` : '\u00a0'}
        </p>
        {board.data ? (
          <p className="flex items-center gap-1.5 text-muted-foreground">
            <Timer aria-hidden="true" className="size-4" />
            {weekFillText(board.data.medianFillMinutes, board.data.filledThisWeek)}
          </p>
        ) : null}
        {range.chosen ? (
          <Link
            to="/open-shifts"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Show the coming week
          </Link>
        ) : null}
      </div>
      <NowStrip
        location={range.location}
        now={now}
        detailsOf={(id) => {
          const shift = shifts.find((open) => open.id === id);
          return shift ? () => finding.show(shift) : undefined;
        }}
      />
      <Card className="overflow-hidden p-0">{body}</Card>
      <FindCoverDialog
        open={finding.open}
        shift={finding.item}
        onOpenChange={finding.onOpenChange}
      />
      {canCallOut ? (
        <>
          <OfficeCallOutDialog
            open={callingOut.open}
            shift={callingOut.item}
            onOpenChange={callingOut.onOpenChange}
          />
          <AgreeEarlyEndDialog
            open={agreeing.open}
            shift={agreeing.item}
            onOpenChange={agreeing.onOpenChange}
          />
        </>
      ) : null}
    </div>
  );
}
