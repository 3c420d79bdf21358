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

/** The blockers and warnings of a guard's time off for a shift, in date order. */
export function timeOffFindings(
  timeOff: readonly TimeOff[],
  shift: PlacedShift,
): (Blocker | Warning)[] {
  return [...timeOff]
    .filter(({ from, to, status }) => {
      return status !== 'declined' && shift.dates.some((date) => from <= date && date <= to);
    })
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
    .map(({ from, to, status }): Blocker | Warning => {
      const range = dateRangeText(from, to, shift.date);
      return status === 'approved'
        ? { rule: 'time-off', message: `Time off ${range}` }
        : { rule: 'time-off-pending', message: `Time off requested ${range}` };
    });
}
