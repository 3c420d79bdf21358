import type { Blocker, Warning } from './assignment-findings.js';
import { dateRangeText } from './rule-text.js';
import type { PlacedShift } from './shift-span.js';

/**
 * Time off (issue #32): dates a guard asked to be off, both inclusive, in the company's time zone.
 * Approved time off on any date the shift is worked (an overnight shift is worked on two) is a
 * blocker, 'Time off Nov 28–Nov 30'; a request not yet answered is a warning, 'Time off requested
 * Nov 28' (the office may still decline it, and should know before it assigns); a declined one
 * counts for nothing.
 */
export const TIME_OFF_STATUSES = ['pending', 'approved', 'declined'] as const;
export type TimeOffStatus = (typeof TIME_OFF_STATUSES)[number];

export interface TimeOff {
  from: string;
  to: string;
  status: TimeOffStatus;
}

/**
 * True when time off's dates meet a date the shift is worked on (`dates`: shiftDates, an
 * overnight shift's two): the one overlap rule of the findings below and of the booked shifts a
 * request lists (issue #39).
 */
export function timeOffMeetsDates(
  timeOff: Pick<TimeOff, 'from' | 'to'>,
  dates: readonly string[],
): boolean {
  return dates.some((date) => timeOff.from <= date && date <= timeOff.to);
}

/** The blockers and warnings of a guard's time off for a shift, in date order. */
export function timeOffFindings(
  timeOff: readonly TimeOff[],
  shift: PlacedShift,
): (Blocker | Warning)[] {
  return [...timeOff]
    .filter((timeOff) => timeOff.status !== 'declined' && timeOffMeetsDates(timeOff, shift.dates))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
    .map(({ from, to, status }): Blocker | Warning => {
      const range = dateRangeText(from, to, shift.date);
      return status === 'approved'
        ? { rule: 'time-off', message: `Time off ${range}` }
        : { rule: 'time-off-pending', message: `Time off requested ${range}` };
    });
}
