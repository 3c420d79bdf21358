import type { ReactNode } from 'react';
import { calledOutByText, callOutText } from '../../../shared/call-outs';
import { formatDate } from '../../../shared/date-format';
import type { OpenShift } from '../../../shared/shift-offers';
import { shiftTimes } from '../../../shared/shift-offers';
import { GuardNoteText } from '../../components/coverage-request-cells';

/** Who called out of the shift and why: a call-out, a no-show, or a guard who left the post. */
export function CallOutLine({ shift }: { shift: OpenShift }) {
  const name = shift.calledOutGuardName ?? '';
  let line: string;
  if (shift.continuesRequestId !== null) {
    // The rest of a shift its guard left (issue #39): when, and the words they gave.
    const words = shift.callOutNote ? `: ${shift.callOutNote}` : '';
    line = `${name} left the post at ${(shift.startTime ?? '').slice(0, 5)}${words}`;
  } else if (shift.callOutReason === 'no-show') {
    line = `${name} did not come${shift.callOutNote ? `: ${shift.callOutNote}` : ''}`;
  } else {
    const why = callOutText(shift.callOutReason, shift.callOutNote);
    line = `${name} called out${why ? `: ${why}` : ''}`;
  }
  return (
    <p className="text-sm break-words text-muted-foreground">
      {line}
      {calledOutByText(shift.callOutReason, shift.calledOutByName)}
    </p>
  );
}

/**
 * What a board row says of a shift without a guard, open or uncovered: the day and times with
 * its status badges, the post, who called out and why, and the notes for the office and the guard.
 */
export function OpenShiftSummary({ shift, badges }: { shift: OpenShift; badges: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold">{formatDate(shift.date)}</span>
        <span className="font-mono text-sm tabular-nums">{shiftTimes(shift)}</span>
        {badges}
      </div>
      <p className="min-w-0 break-words">
        <span className="font-medium">{shift.locationName}</span>{' '}
        <span className="font-mono text-xs text-muted-foreground">{shift.deptCode}</span>
      </p>
      {shift.calledOutGuardName ? <CallOutLine shift={shift} /> : null}
      {shift.notes ? (
        <p className="text-sm break-words text-muted-foreground">{shift.notes}</p>
      ) : null}
      {shift.guardNote ? (
        <p className="text-sm">
          <GuardNoteText note={shift.guardNote} />
        </p>
      ) : null}
    </div>
  );
}
