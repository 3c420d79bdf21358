import { attendanceDeadlines, type AttendanceThresholds } from './attendance-rules.js';
import { DEFAULT_ATTENDANCE_SETTINGS } from './attendance-settings.js';
import { shiftBounds } from './check-in-rules.js';
import { shiftMinutesElapsed, type ShiftTimes } from './shift-span.js';

/**
 * Timesheets (issue #33): per shift, the minutes scheduled beside the minutes worked, the minutes
 * late, and what the office has to resolve; the server sums them per guard per ISO week.
 *
 * - Worked is check-in to check-out, counted only within the shift (arriving 20 minutes early or
 *   staying on past the end adds nothing), rounded to the nearest minute per shift. When the
 *   office approves a shift's minutes (a guard held over, a forgotten check-out), the approved
 *   minutes count instead.
 * - Without a check-out (and no approval) a shift counts no worked minutes and is flagged.
 * - Late minutes are whole minutes from when the guard was expected to a check-in that the
 *   attendance rules call late (at or after expected + lateAfterMinutes): a guard 4 minutes in,
 *   inside the grace, is not late on the timesheet either; one 12 minutes in is 12 minutes late.
 *   A guard is expected at the start, or, for a relief (a guard who took the shift after it
 *   started, issue #39), at the time on their attendance row (`expectedAt`).
 * - Scheduled is the shift's real length in the zone (shiftMinutesElapsed): a whole-day shift is 0
 *   and is worked within its date; it has no start, so it is never late. A relief's runs from
 *   when they were expected (never before the start) to the end: the time before was not theirs.
 * - A shift the office approved the week with 'as scheduled' (a check-in or check-out missing,
 *   issue #39) counts its scheduled minutes.
 * - A shift belongs to the ISO week of its date (the date it starts), all of it.
 */

/** One assigned shift of a guard, with what was recorded of their attendance. */
export interface AttendedShift extends ShiftTimes {
  guardId: string;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  /** Minutes the office approved to count in place of the recorded ones, or null. */
  approvedMinutes: number | null;
  /** When a relief was expected at the post; null for the guard booked before the start. */
  expectedAt?: Date | null;
  /** True when the week's approval counted the shift as scheduled. */
  asScheduled?: boolean;
}

/** What one shift puts on the timesheet. */
export interface ShiftWorked {
  /** Minutes the shift lasts (0 for a whole-day shift). */
  scheduledMinutes: number;
  /** Check-in to check-out as recorded, uncapped, or null without both: what an approval reads. */
  onSiteMinutes: number | null;
  /** The minutes that count: approved, or on site within the shift, or 0 without a check-out. */
  workedMinutes: number;
  /** Whole minutes late at check-in, 0 when on time, within the grace, or not checked in. */
  lateMinutes: number;
  /** True when the guard never checked in. */
  missingCheckIn: boolean;
  /** True when the guard checked in, not out, and the office has not approved minutes. */
  missingCheckOut: boolean;
  /** True when the office's approved minutes count. */
  approved: boolean;
  /** True for a relief's shift (expected after the start). */
  relief: boolean;
  /** True when the week's approval counted it as scheduled. */
  asScheduled: boolean;
}

const MS_PER_MINUTE = 60_000;

/** What a shift puts on the timesheet, read in the company's zone with its late threshold. */
export function shiftWorked(
  shift: AttendedShift,
  timeZone: string,
  thresholds: AttendanceThresholds = DEFAULT_ATTENDANCE_SETTINGS,
): ShiftWorked {
  const { checkedInAt, checkedOutAt, approvedMinutes } = shift;
  const expectedAt = shift.expectedAt ?? null;
  const asScheduled = shift.asScheduled ?? false;
  const { start, end, allDay } = shiftBounds(shift, timeZone);
  const onSite =
    checkedInAt && checkedOutAt
      ? Math.max(0, Math.round((checkedOutAt.getTime() - checkedInAt.getTime()) / MS_PER_MINUTE))
      : null;
  let capped = 0;
  if (checkedInAt && checkedOutAt) {
    const from = Math.max(checkedInAt.getTime(), start);
    const to = Math.min(checkedOutAt.getTime(), end);
    capped = Math.max(0, Math.round((to - from) / MS_PER_MINUTE));
  }
  // A relief is expected when their row says, within the shift; anyone else at the start.
  const expected =
    expectedAt === null ? start : Math.min(Math.max(expectedAt.getTime(), start), end);
  let lateMinutes = 0;
  if (checkedInAt && (!allDay || expectedAt !== null)) {
    const { lateAt } = attendanceDeadlines(new Date(expected), thresholds);
    if (checkedInAt.getTime() >= lateAt.getTime()) {
      lateMinutes = Math.floor((checkedInAt.getTime() - expected) / MS_PER_MINUTE);
    }
  }
  const scheduledMinutes =
    expectedAt === null || allDay
      ? shiftMinutesElapsed(shift, timeZone)
      : Math.round((end - expected) / MS_PER_MINUTE);
  const approved = approvedMinutes !== null;
  return {
    scheduledMinutes,
    onSiteMinutes: onSite,
    workedMinutes: asScheduled ? scheduledMinutes : approved ? approvedMinutes : capped,
    lateMinutes,
    missingCheckIn: !checkedInAt,
    missingCheckOut: Boolean(checkedInAt) && !checkedOutAt && !approved && !asScheduled,
    approved,
    relief: expectedAt !== null,
    asScheduled,
  };
}
