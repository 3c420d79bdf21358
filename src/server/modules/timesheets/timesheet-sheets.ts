import type { AttendanceThresholds } from '../../../shared/attendance-rules.js';
import { guardDisplayName } from '../../../shared/guards.js';
import type { GuardTimesheet, TimesheetShift } from '../../../shared/timesheets.js';
import {
  shiftWorked,
  weeklyTimesheets,
  type AttendedShift,
  type ShiftWorked,
} from '../../../shared/worked-hours.js';
import type { ApprovalRow, AttendanceRow } from './timesheets.repository.js';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A shift's place in its guard's list: by date, then start (a whole-day shift first). */
function shiftOrder(a: TimesheetShift, b: TimesheetShift): number {
  return byText(a.date, b.date) || byText(a.startTime ?? '', b.startTime ?? '');
}

/** A row as worked-hours.ts reads it. */
function attendedShift(row: AttendanceRow): AttendedShift {
  return {
    guardId: row.guardId,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    checkedInAt: row.checkedInAt === null ? null : new Date(row.checkedInAt),
    checkedOutAt: row.checkedOutAt === null ? null : new Date(row.checkedOutAt),
    approvedMinutes: row.approvedMinutes,
  };
}

/** One row of the week with what it counts (worked-hours.ts). */
function timesheetShift(row: AttendanceRow, worked: ShiftWorked): TimesheetShift {
  return {
    requestId: row.requestId,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    locationName: row.locationName,
    checkedInAt: row.checkedInAt,
    checkInMark: row.checkInMark,
    checkInDistanceMeters: row.checkInDistanceMeters,
    checkedOutAt: row.checkedOutAt,
    checkOutMark: row.checkOutMark,
    checkOutDistanceMeters: row.checkOutDistanceMeters,
    scheduledMinutes: worked.scheduledMinutes,
    onSiteMinutes: worked.onSiteMinutes,
    workedMinutes: worked.workedMinutes,
    lateMinutes: worked.lateMinutes,
    missingCheckIn: worked.missingCheckIn,
    missingCheckOut: worked.missingCheckOut,
    approvedMinutes: row.approvedMinutes,
    approvedByName: row.approvedByName,
    approvedAt: row.approvedAt,
  };
}

/**
 * Each guard's week from the week's rows and approvals: the sums weeklyTimesheets makes, their
 * shifts in order with what each counts (shiftWorked), and the approval; the guards by name
 * ('Last, First').
 */
export function guardTimesheets(
  rows: readonly AttendanceRow[],
  approvals: readonly ApprovalRow[],
  timeZone: string,
  thresholds: AttendanceThresholds,
): GuardTimesheet[] {
  const approvalOf = new Map(approvals.map((approval) => [approval.guardId, approval]));
  const shifts = rows.map(attendedShift);
  const shiftsOf = new Map<string, TimesheetShift[]>();
  const nameOf = new Map<string, string>();
  rows.forEach((row, index) => {
    const shift = shifts[index];
    if (!shift) return;
    const list = shiftsOf.get(row.guardId) ?? [];
    list.push(timesheetShift(row, shiftWorked(shift, timeZone, thresholds)));
    shiftsOf.set(row.guardId, list);
    nameOf.set(row.guardId, guardDisplayName(row));
  });
  // The rows are of one week, so each guard has one sheet.
  const sheets = weeklyTimesheets(shifts, timeZone, thresholds).map((sheet): GuardTimesheet => {
    const approval = approvalOf.get(sheet.guardId);
    return {
      guardId: sheet.guardId,
      guardName: nameOf.get(sheet.guardId) ?? '',
      scheduledMinutes: sheet.scheduledMinutes,
      workedMinutes: sheet.workedMinutes,
      lateMinutes: sheet.lateMinutes,
      missingCheckIns: sheet.missingCheckIns,
      missingCheckOuts: sheet.missingCheckOuts,
      approval: approval
        ? { approvedByName: approval.approvedByName, approvedAt: approval.approvedAt }
        : null,
      shifts: (shiftsOf.get(sheet.guardId) ?? []).sort(shiftOrder),
    };
  });
  return sheets.sort(
    (a, b) =>
      byText(a.guardName.toLowerCase(), b.guardName.toLowerCase()) || byText(a.guardId, b.guardId),
  );
}
