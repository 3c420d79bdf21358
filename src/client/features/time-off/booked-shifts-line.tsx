import { CalendarClock } from 'lucide-react';
import { localIsoDate } from '../../../shared/calendar';
import { describeShift } from '../../../shared/shift-offers';
import { bookedShiftsHeading, type BookedShift } from '../../../shared/time-off-shifts';

/** The shifts, one a line: 'Bayview Plaza · Sat, Nov 28 · 18:00–02:00', a started one marked. */
export function BookedShiftList({
  shifts,
  label,
}: {
  shifts: readonly BookedShift[];
  label: string;
}) {
  const today = localIsoDate(new Date());
  return (
    <ul aria-label={label} className="list-disc pl-5">
      {shifts.map((shift) => (
        <li key={shift.requestId} className="tabular-nums">
          {describeShift(shift, today)}
          {shift.started ? <span className="font-medium text-foreground"> · started</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Under a time off request (issue #39): 'Overlaps 2 booked shifts' and each of them, so the office
 * sees what approving will open before it does.
 */
export function BookedShiftsLine({ shifts }: { shifts: readonly BookedShift[] }) {
  if (shifts.length === 0) return null;
  return (
    <div
      role="note"
      className="flex items-start gap-2 rounded-md border border-warning bg-warning/10 px-3 py-2 text-sm"
    >
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium">{bookedShiftsHeading(shifts)}:</p>
        <BookedShiftList shifts={shifts} label={bookedShiftsHeading(shifts)} />
      </div>
    </div>
  );
}
