import { CalendarCheck2, Timer } from 'lucide-react';
import { localIsoDate } from '../../../shared/calendar';
import type { OpenShift } from '../../../shared/shift-offers';
import { weekFillText } from '../../../shared/shift-texts';
import { EmptyState, LoadError } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { TableSkeleton } from '../../components/row-actions';
import { Card } from '../../components/ui/card';
import { useDialogState } from '../../lib/use-dialog-state';
import { BOARD_DAYS, useOpenShifts } from './api';
import { FindCoverDialog } from './find-cover-dialog';
import { OpenShiftRow } from './open-shift-row';
import { useNow } from './use-now';

/**
 * /open-shifts (issue #21): every request without a guard from today through the next 7 days,
 * soonest first, live; a shift taken through an offer stays an hour, marked with who took it.
 * 'Find cover' offers a shift to the guards ranked for it.
 */
export function OpenShiftsPage() {
  const now = useNow();
  // Calendar dates are the browser's local dates (DECISIONS.md).
  const today = localIsoDate(now);
  const board = useOpenShifts(today);
  const finding = useDialogState<OpenShift>();
  const shifts = board.data?.shifts ?? [];
  const listed = shifts.filter((shift) => shift.takenBy === null).length;
  const open = board.data?.openTotal ?? listed;

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
          Every shift from today through the next {BOARD_DAYS} days has a guard.
        </p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul aria-label="Open shifts">
          {shifts.map((shift) => (
            <OpenShiftRow key={shift.id} shift={shift} now={now} onFindCover={finding.show} />
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
        description={`Shifts without a guard, today through the next ${String(BOARD_DAYS)} days. Updates live.`}
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
      </div>
      <Card className="overflow-hidden p-0">{body}</Card>
      <FindCoverDialog
        open={finding.open}
        shift={finding.item}
        onOpenChange={finding.onOpenChange}
      />
    </div>
  );
}
