import { z } from 'zod';
import { shiftBounds, wallClockOf } from './check-in-rules.js';
import { formatDate, formatMonthDay } from './date-format.js';
import { weekDays } from './iso-week.js';
import type { ShiftTimes } from './shift-span.js';

/**
 * Approving a guard's week (issues #33 and #39), the rules the server enforces and the page
 * mirrors:
 *
 * - Only once the week is over: its Sunday has ended in the company's zone, and so has each of its
 *   shifts (a Sunday night shift ends on Monday). Until then 'Approve week' is disabled with
 *   `weekApprovalWait`'s reason, and the server refuses with the same words.
 * - A shift missing a check-in or a check-out (and whose worked time the office has not set) is
 *   named, and the week is approved only once the office confirms (409 CONFIRM_WARNINGS, as the
 *   assignment rules ask, then `confirmWarnings: true`): those shifts then count as scheduled, a
 *   choice the approval keeps and the audit trail says.
 */

/** Why a shift asks before its week is approved. */
export const TIMESHEET_WARNING_RULES = ['no-check-in', 'no-check-out'] as const;
export type TimesheetWarningRule = (typeof TIMESHEET_WARNING_RULES)[number];

export const TimesheetWarningSchema = z.object({
  requestId: z.string(),
  rule: z.enum(TIMESHEET_WARNING_RULES),
  /** 'Nov 24 Bayview Plaza: no check-in'. */
  message: z.string(),
});
export type TimesheetWarning = z.infer<typeof TimesheetWarningSchema>;

/**
 * What a CONFIRM_WARNINGS answer to an approval lists: the guard's shifts to approve as
 * scheduled, in the shape the assignment rules' answers have (assignment-findings.ts).
 */
export const GuardTimesheetWarningsSchema = z.object({
  guardId: z.string(),
  guardName: z.string(),
  warnings: z.array(TimesheetWarningSchema),
});
export type GuardTimesheetWarnings = z.infer<typeof GuardTimesheetWarningsSchema>;

/** What approval reads of a shift. */
export interface ApprovalShift extends ShiftTimes {
  requestId: string;
  locationName: string;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  approvedMinutes: number | null;
  asScheduled: boolean;
}

const WARNING_WORDS: Record<TimesheetWarningRule, string> = {
  'no-check-in': 'no check-in',
  'no-check-out': 'no check-out',
};

/** What a shift lacks, named: 'Nov 24 Bayview Plaza: no check-in', or null when nothing. */
export function shiftWarning(shift: ApprovalShift): TimesheetWarning | null {
  const rule =
    shift.checkedInAt === null
      ? 'no-check-in'
      : shift.checkedOutAt === null
        ? 'no-check-out'
        : null;
  if (rule === null) return null;
  return {
    requestId: shift.requestId,
    rule,
    message: `${formatMonthDay(shift.date)} ${shift.locationName}: ${WARNING_WORDS[rule]}`,
  };
}

/**
 * The shifts that ask before the week is approved, in the order given: those without a check-in
 * or without a check-out, unless the office set their worked time (or approved them as
 * scheduled already).
 */
export function approvalWarnings(shifts: readonly ApprovalShift[]): TimesheetWarning[] {
  return shifts
    .filter((shift) => shift.approvedMinutes === null && !shift.asScheduled)
    .map(shiftWarning)
    .filter((warning) => warning !== null);
}

/** The shifts an approval counted as scheduled, named as when it asked. */
export function asScheduledWarnings(shifts: readonly ApprovalShift[]): TimesheetWarning[] {
  return shifts
    .filter((shift) => shift.asScheduled)
    .map(shiftWarning)
    .filter((warning) => warning !== null);
}

/** The question of a CONFIRM_WARNINGS answer, and the trail's record of the choice. */
export function warningsText(warnings: readonly TimesheetWarning[]): string {
  return warnings.map((warning) => warning.message).join('; ');
}

/**
 * Why the week cannot be approved yet at `now`, or null once it is over: 'The week ends Sun,
 * Nov 29' while its Sunday has not ended in `timeZone`, or 'The last shift ends Mon, Nov 30 at
 * 06:00' while a shift of it runs past that. Dates carry their year when it is not `now`'s.
 */
export function weekApprovalWait(
  week: string,
  shifts: readonly ShiftTimes[],
  now: Date,
  timeZone: string,
): string | null {
  const sunday = weekDays(week)[6] ?? '';
  const weekEnd = shiftBounds({ date: sunday, startTime: null, endTime: null }, timeZone).end;
  const lastEnd = Math.max(weekEnd, ...shifts.map((shift) => shiftBounds(shift, timeZone).end));
  if (now.getTime() >= lastEnd) return null;
  const today = wallClockOf(now, timeZone).date;
  if (lastEnd === weekEnd) return `The week ends ${formatDate(sunday, today)}`;
  const end = wallClockOf(new Date(lastEnd), timeZone);
  return `The last shift ends ${formatDate(end.date, today)} at ${end.time}`;
}
