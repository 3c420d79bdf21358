import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { hoursLabel } from '../../../shared/board-hours';
import { formatDateTime } from '../../../shared/date-format';
import { approvalWarnings } from '../../../shared/timesheet-approval';
import type { GuardTimesheet, TimesheetShift } from '../../../shared/timesheets';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { TimesheetShiftRow } from './timesheet-shift-row';

interface GuardTimesheetCardProps {
  sheet: GuardTimesheet;
  /** Why the week cannot be approved yet ('The week ends Sun, Nov 29'), or null once it can. */
  approvalWait: string | null;
  /** True while this guard's week is being approved or un-approved. */
  approving: boolean;
  onApprove: (approve: boolean) => void;
  onSetMinutes: (shift: TimesheetShift) => void;
}

/** '12 min', or '—' for none. */
const minutesText = (minutes: number) => (minutes > 0 ? `${String(minutes)} min` : '—');

/** '2 h', or '—' for none. */
const hoursText = (minutes: number) => (minutes > 0 ? hoursLabel(minutes) : '—');

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
  if (approvalWarnings(sheet.shifts).length > 0) return <Badge variant="warning">To resolve</Badge>;
  return <Badge variant="muted">Not approved</Badge>;
}

/** 'Approved by Sam Payroll, Mon, Nov 30, 9:04 AM · 1 shift as scheduled'. */
function approvalText(sheet: GuardTimesheet): string | null {
  if (!sheet.approval) return null;
  const { approvedByName, approvedAt } = sheet.approval;
  const asScheduled = sheet.shifts.filter((shift) => shift.asScheduled).length;
  const scheduled =
    asScheduled > 0
      ? ` · ${String(asScheduled)} shift${asScheduled === 1 ? '' : 's'} as scheduled`
      : '';
  return `Approved by ${approvedByName}, ${formatDateTime(approvedAt)}${scheduled}`;
}

/**
 * One guard's week (issues #33 and #39): scheduled beside worked, overtime, late and missing, its
 * approval (disabled, with why, until the week is over); the shifts below with their check-ins
 * and check-outs, each with 'Set worked time'.
 */
export function GuardTimesheetCard({
  sheet,
  approvalWait,
  approving,
  onApprove,
  onSetMinutes,
}: GuardTimesheetCardProps) {
  const [open, setOpen] = useState(true);
  const id = useId();
  const shiftsId = `${id}-shifts`;
  const nameId = `${id}-name`;
  const waitId = `${id}-wait`;
  const missing = missingText(sheet);
  const waiting = !sheet.approval && approvalWait !== null;
  const stats: [string, string][] = [
    ['Scheduled', hoursLabel(sheet.scheduledMinutes)],
    ['Worked', hoursLabel(sheet.workedMinutes)],
    ['Overtime', hoursText(sheet.overtimeMinutes)],
    ['Late', minutesText(sheet.lateMinutes)],
    ['Missing', missing ?? '—'],
  ];
  const approved = approvalText(sheet);
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
        <div className="flex flex-wrap items-center justify-end gap-2">
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
          {/* The reason stays beside the button it disables, on a phone too. */}
          <div className="flex items-center gap-2">
            {waiting ? (
              <span id={waitId} className="text-xs text-muted-foreground">
                {approvalWait}
              </span>
            ) : null}
            <Button
              size="sm"
              variant={sheet.approval ? 'outline' : 'default'}
              loading={approving}
              disabled={waiting}
              aria-describedby={waiting ? waitId : undefined}
              onClick={() => onApprove(!sheet.approval)}
            >
              {sheet.approval ? 'Un-approve' : 'Approve week'}
            </Button>
          </div>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
        {stats.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {approved ? <p className="text-xs text-muted-foreground">{approved}</p> : null}
      {open ? (
        <ul id={shiftsId} aria-label={`${sheet.guardName}'s shifts`} className="flex flex-col">
          {sheet.shifts.map((shift) => (
            <TimesheetShiftRow
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
