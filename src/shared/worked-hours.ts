import { attendanceDeadlines, type AttendanceThresholds } from './attendance-rules.js';
import { DEFAULT_ATTENDANCE_SETTINGS } from './attendance-settings.js';
import { shiftBounds } from './check-in-rules.js';
import { isoWeekOf } from './iso-week.js';
import { shiftMinutesElapsed, type ShiftTimes } from './shift-span.js';

/**
 * Timesheets (issue #33): per shift and per guard per ISO week, the minutes scheduled beside the
 * minutes worked, the minutes late, and what the office has to resolve.
 *
 * - Worked is check-in to check-out, counted only within the shift (arriving 20 minutes early or
 *   staying on past the end adds nothing), rounded to the nearest minute per shift. When the
 *   office approves a shift's minutes (a guard held over, a forgotten check-out), the approved
 *   minutes count instead.
 * - Without a check-out (and no approval) a shift counts no worked minutes and is flagged.
 * - Late minutes are whole minutes from the start to a check-in that the attendance rules call
 *   late (at or after start + lateAfterMinutes): a guard 4 minutes in, inside the grace, is not
 *   late on the timesheet either; one 12 minutes in is 12 minutes late.
 * - Scheduled is the shift's real length in the zone (shiftMinutesElapsed): a whole-day shift is 0
 *   and is worked within its date; it has no start, so it is never late.
 * - A shift belongs to the ISO week of its date (the date it starts), all of it.
 */

/** One assigned shift of a guard, with what was recorded of their attendance. */
export interface AttendedShift extends ShiftTimes {
  guardId: string;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  /** Minutes the office approved to count in place of the recorded ones, or null. */
  approvedMinutes: number | null;
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
}

const MS_PER_MINUTE = 60_000;

/** What a shift puts on the timesheet, read in the company's zone with its late threshold. */
export function shiftWorked(
  shift: AttendedShift,
  timeZone: string,
  thresholds: AttendanceThresholds = DEFAULT_ATTENDANCE_SETTINGS,
): ShiftWorked {
  const { checkedInAt, checkedOutAt, approvedMinutes } = shift;
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
  let lateMinutes = 0;
  if (checkedInAt && !allDay) {
    const { lateAt } = attendanceDeadlines(new Date(start), thresholds);
    if (checkedInAt.getTime() >= lateAt.getTime()) {
      lateMinutes = Math.floor((checkedInAt.getTime() - start) / MS_PER_MINUTE);
    }
  }
  const approved = approvedMinutes !== null;
  return {
    scheduledMinutes: shiftMinutesElapsed(shift, timeZone),
    onSiteMinutes: onSite,
    workedMinutes: approved ? approvedMinutes : capped,
    lateMinutes,
    missingCheckIn: !checkedInAt,
    missingCheckOut: Boolean(checkedInAt) && !checkedOutAt && !approved,
    approved,
  };
}

/** One guard's week on the timesheet. */
export interface WeekTimesheet {
  guardId: string;
  /** The ISO week, YYYY-Www. */
  week: string;
  /** How many of their shifts the week holds. */
  shifts: number;
  scheduledMinutes: number;
  workedMinutes: number;
  lateMinutes: number;
  /** Shifts they never checked in to. */
  missingCheckIns: number;
  /** Shifts checked in to and not out of, without approved minutes: to resolve. */
  missingCheckOuts: number;
}

/**
 * The timesheet per guard per ISO week of their shifts (each shift's week is its date's), sorted
 * by guard id and week.
 */
export function weeklyTimesheets(
  shifts: readonly AttendedShift[],
  timeZone: string,
  thresholds: AttendanceThresholds = DEFAULT_ATTENDANCE_SETTINGS,
): WeekTimesheet[] {
  const sheets = new Map<string, WeekTimesheet>();
  for (const shift of shifts) {
    const week = isoWeekOf(shift.date);
    const key = `${shift.guardId}\u0000${week}`;
    let sheet = sheets.get(key);
    if (!sheet) {
      sheet = {
        guardId: shift.guardId,
        week,
        shifts: 0,
        scheduledMinutes: 0,
        workedMinutes: 0,
        lateMinutes: 0,
        missingCheckIns: 0,
        missingCheckOuts: 0,
      };
      sheets.set(key, sheet);
    }
    const worked = shiftWorked(shift, timeZone, thresholds);
    sheet.shifts += 1;
    sheet.scheduledMinutes += worked.scheduledMinutes;
    sheet.workedMinutes += worked.workedMinutes;
    sheet.lateMinutes += worked.lateMinutes;
    if (worked.missingCheckIn) sheet.missingCheckIns += 1;
    if (worked.missingCheckOut) sheet.missingCheckOuts += 1;
  }
  return [...sheets.values()].sort((a, b) =>
    a.guardId === b.guardId ? a.week.localeCompare(b.week) : a.guardId < b.guardId ? -1 : 1,
  );
}
