import { Clock } from 'lucide-react';
import { hoursLabel } from '../../../shared/board-hours';
import { formatClock, formatDate } from '../../../shared/date-format';
import { shiftTimes } from '../../../shared/shift-offers';
import { SITE_MARK_LABELS, type SiteMark, type TimesheetShift } from '../../../shared/timesheets';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

function MarkBadge({ mark }: { mark: SiteMark | null }) {
  if (!mark) return null;
  return (
    <Badge variant={mark === 'off-site' ? 'warning' : mark === 'on-site' ? 'outline' : 'muted'}>
      {SITE_MARK_LABELS[mark]}
    </Badge>
  );
}

/** A check-in or check-out: its time and mark, or that it is missing. */
function Moment({
  at,
  mark,
  missing,
}: {
  at: string | null;
  mark: SiteMark | null;
  missing: boolean;
}) {
  if (!at) {
    return missing ? (
      <Badge variant="destructive">Missing</Badge>
    ) : (
      <span className="text-muted-foreground">—</span>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="tabular-nums">{formatClock(at)}</span>
      <MarkBadge mark={mark} />
    </span>
  );
}

/** How the worked time came about, when not from the check-in and check-out. */
function workedSource(shift: TimesheetShift): string | null {
  if (shift.asScheduled) return 'Approved as scheduled';
  if (shift.approvedMinutes === null) return null;
  return shift.approvedByName ? `Set by ${shift.approvedByName}` : 'Set by the office';
}

/**
 * One shift of a guard's week (issues #33 and #39): its post and times, the check-in (late, or a
 * relief's expected time) and check-out, worked of scheduled with its overtime, and 'Set worked
 * time', named for the shift, while the week is not approved.
 */
export function TimesheetShiftRow({
  shift,
  frozen,
  onSetMinutes,
}: {
  shift: TimesheetShift;
  frozen: boolean;
  onSetMinutes: () => void;
}) {
  const label = `${shift.locationName}, ${formatDate(shift.date)}`;
  const source = workedSource(shift);
  // Missing a check-in or check-out with nothing set: the office's next step, so the button stands out.
  const unsettled =
    (shift.missingCheckIn || shift.missingCheckOut) &&
    shift.approvedMinutes === null &&
    !shift.asScheduled;
  return (
    <li
      aria-label={label}
      className="grid grid-cols-2 gap-x-4 gap-y-2 border-t border-border py-3 text-sm sm:grid-cols-[minmax(10rem,1.5fr)_1fr_1fr_1fr_auto] sm:items-center"
    >
      <div className="col-span-2 flex flex-col sm:col-span-1">
        <span className="flex flex-wrap items-center gap-1.5 font-medium">
          {shift.locationName}
          {shift.relief ? <Badge variant="secondary">Relief</Badge> : null}
        </span>
        <span className="text-muted-foreground tabular-nums">
          {formatDate(shift.date)} · {shiftTimes(shift)}
        </span>
      </div>
      <div className="flex flex-col gap-0.5">
        <span className="text-xs text-muted-foreground">In</span>
        <Moment at={shift.checkedInAt} mark={shift.checkInMark} missing={shift.missingCheckIn} />
        {shift.expectedAt ? (
          <span className="text-xs text-muted-foreground">
            Expected {formatClock(shift.expectedAt)}
          </span>
        ) : null}
        {shift.lateMinutes > 0 ? (
          <span className="text-xs font-medium text-amber-800 dark:text-amber-300">
            {shift.lateMinutes} min late
          </span>
        ) : null}
      </div>
      <div className="flex flex-col gap-0.5">
        <span className="text-xs text-muted-foreground">Out</span>
        <Moment at={shift.checkedOutAt} mark={shift.checkOutMark} missing={shift.missingCheckOut} />
      </div>
      <div className="flex flex-col gap-0.5">
        <span className="text-xs text-muted-foreground">Worked</span>
        <span className="tabular-nums">
          {hoursLabel(shift.workedMinutes)} of {hoursLabel(shift.scheduledMinutes)}
        </span>
        {shift.overtimeMinutes > 0 ? (
          <span className="text-xs text-muted-foreground tabular-nums">
            {hoursLabel(shift.overtimeMinutes)} overtime
          </span>
        ) : null}
        {source ? <span className="text-xs text-muted-foreground">{source}</span> : null}
      </div>
      {frozen ? null : (
        <div className="col-span-2 flex items-center sm:col-span-1 sm:justify-end">
          <Button
            size="sm"
            variant={unsettled ? 'default' : 'outline'}
            aria-label={`Set worked time: ${label}`}
            onClick={onSetMinutes}
          >
            <Clock aria-hidden="true" />
            Set worked time
          </Button>
        </div>
      )}
    </li>
  );
}
