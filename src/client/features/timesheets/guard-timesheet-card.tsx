import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { hoursLabel } from '../../../shared/board-hours';
import { formatClock, formatDate, formatDateTime } from '../../../shared/date-format';
import { shiftTimes } from '../../../shared/shift-offers';
import {
  SITE_MARK_LABELS,
  type GuardTimesheet,
  type SiteMark,
  type TimesheetShift,
} from '../../../shared/timesheets';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

interface GuardTimesheetCardProps {
  sheet: GuardTimesheet;
  /** True while this guard's week is being approved or un-approved. */
  approving: boolean;
  onApprove: (approve: boolean) => void;
  onSetMinutes: (shift: TimesheetShift) => void;
}

/** '12 min', or '—' for none. */
const minutesText = (minutes: number) => (minutes > 0 ? `${String(minutes)} min` : '—');

/** What is left to resolve: '1 check-out missing', or null. */
function missingText(sheet: GuardTimesheet): string | null {
  const parts = [];
  if (sheet.missingCheckOuts > 0) {
    parts.push(
      `${String(sheet.missingCheckOuts)} check-out${sheet.missingCheckOuts === 1 ? '' : 's'} missing`,
    );
  }
  if (sheet.missingCheckIns > 0) {
    parts.push(
      `${String(sheet.missingCheckIns)} check-in${sheet.missingCheckIns === 1 ? '' : 's'} missing`,
    );
  }
  return parts.length ? parts.join(', ') : null;
}

function StatusBadge({ sheet }: { sheet: GuardTimesheet }) {
  if (sheet.approval) return <Badge variant="success">Approved</Badge>;
  if (sheet.missingCheckOuts > 0) return <Badge variant="warning">To resolve</Badge>;
  return <Badge variant="muted">Not approved</Badge>;
}

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

function ShiftRow({
  shift,
  frozen,
  onSetMinutes,
}: {
  shift: TimesheetShift;
  frozen: boolean;
  onSetMinutes: () => void;
}) {
  const label = `${shift.locationName}, ${formatDate(shift.date)}`;
  return (
    <li
      aria-label={label}
      className="grid grid-cols-2 gap-x-4 gap-y-2 border-t border-border py-3 text-sm sm:grid-cols-[minmax(10rem,1.5fr)_1fr_1fr_1fr_auto] sm:items-center"
    >
      <div className="col-span-2 flex flex-col sm:col-span-1">
        <span className="font-medium">{shift.locationName}</span>
        <span className="text-muted-foreground tabular-nums">
          {formatDate(shift.date)} · {shiftTimes(shift)}
        </span>
      </div>
      <div className="flex flex-col gap-0.5">
        <span className="text-xs text-muted-foreground">In</span>
        <Moment at={shift.checkedInAt} mark={shift.checkInMark} missing={shift.missingCheckIn} />
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
        {shift.approvedMinutes !== null ? (
          <span className="text-xs text-muted-foreground">
            Approved{shift.approvedByName ? ` by ${shift.approvedByName}` : ''}
          </span>
        ) : null}
      </div>
      <div className="flex items-center sm:justify-end">
        {frozen ? null : (
          <Button
            size="sm"
            variant={shift.missingCheckOut ? 'default' : 'outline'}
            aria-label={`Set worked time: ${label}`}
            onClick={onSetMinutes}
          >
            Set worked time
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * One guard's week (issue #33): scheduled beside worked, late and missing, its approval; the
 * shifts open below with their check-ins and check-outs, each with 'Set worked time'.
 */
export function GuardTimesheetCard({
  sheet,
  approving,
  onApprove,
  onSetMinutes,
}: GuardTimesheetCardProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const shiftsId = `${id}-shifts`;
  const nameId = `${id}-name`;
  const missing = missingText(sheet);
  const stats: [string, string][] = [
    ['Scheduled', hoursLabel(sheet.scheduledMinutes)],
    ['Worked', hoursLabel(sheet.workedMinutes)],
    ['Late', minutesText(sheet.lateMinutes)],
    ['Missing', missing ?? '—'],
  ];
  return (
    <li
      aria-labelledby={nameId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={nameId} className="text-base font-semibold">
            {sheet.guardName}
          </h2>
          <StatusBadge sheet={sheet} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open}
            aria-controls={shiftsId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
            {open ? 'Hide shifts' : `Shifts (${String(sheet.shifts.length)})`}
          </Button>
          <Button
            size="sm"
            variant={sheet.approval ? 'outline' : 'default'}
            loading={approving}
            onClick={() => onApprove(!sheet.approval)}
          >
            {sheet.approval ? 'Un-approve' : 'Approve week'}
          </Button>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {stats.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {sheet.approval ? (
        <p className="text-xs text-muted-foreground">
          Approved by {sheet.approval.approvedByName}, {formatDateTime(sheet.approval.approvedAt)}
        </p>
      ) : null}
      {open ? (
        <ul id={shiftsId} aria-label={`${sheet.guardName}'s shifts`} className="flex flex-col">
          {sheet.shifts.map((shift) => (
            <ShiftRow
              key={shift.requestId}
              shift={shift}
              frozen={sheet.approval !== null}
              onSetMinutes={() => onSetMinutes(shift)}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
