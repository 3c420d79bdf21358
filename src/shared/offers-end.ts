import { hasShiftStarted, shiftStartMs } from './shift-offers.js';

/**
 * True once offers of a shift have ended at `now`: at its start (hasShiftStarted); but a no-show
 * (issue #33) is filled after its start, so its offers end with the shift (an end at or before
 * the start is the next day's).
 */
export function haveOffersEnded(
  shift: {
    date: string;
    startTime: string | null;
    endTime?: string | null;
    callOutReason?: string | null;
  },
  now: Date,
): boolean {
  const starts = shiftStartMs(shift);
  if (shift.callOutReason !== 'no-show' || starts === null || !shift.endTime) {
    return hasShiftStarted(shift, now);
  }
  let ends = new Date(`${shift.date}T${shift.endTime.slice(0, 5)}:00`).getTime();
  if (ends <= starts) ends = new Date(ends).setDate(new Date(ends).getDate() + 1);
  return ends <= now.getTime();
}
