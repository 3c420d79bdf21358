import type { AttendanceThresholds } from '../../../shared/attendance-rules.js';
import { shiftBounds } from '../../../shared/check-in-rules.js';
import { guardDisplayName } from '../../../shared/guards.js';
import { shiftOvertimes, type PayRules } from '../../../shared/timesheet-pay.js';
import type { GuardTimesheet, TimesheetShift } from '../../../shared/timesheets.js';
import { shiftWorked, type AttendedShift, type ShiftWorked } from '../../../shared/worked-hours.js';
import {
  asScheduledKey,
  type ApprovalRow,
  type AttendanceRow,
  type DateRange,
} from './timesheets.repository.js';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A shift's place in its guard's list: by date, then start (a whole-day shift first). */
function shiftOrder(a: TimesheetShift, b: TimesheetShift): number {
  return byText(a.date, b.date) || byText(a.startTime ?? '', b.startTime ?? '');
}

/** A row as worked-hours.ts reads it. */
function attendedShift(row: AttendanceRow, asScheduled: boolean): AttendedShift {
  return {
    guardId: row.guardId,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    checkedInAt: row.checkedInAt === null ? null : new Date(row.checkedInAt),
    checkedOutAt: row.checkedOutAt === null ? null : new Date(row.checkedOutAt),
    approvedMinutes: row.approvedMinutes,
    expectedAt: row.expectedAt === null ? null : new Date(row.expectedAt),
    asScheduled,
  };
}

/** One row with what it counts (worked-hours.ts) and the overtime it adds (timesheet-pay.ts). */
function timesheetShift(
  row: AttendanceRow,
  worked: ShiftWorked,
  overtimeMinutes: number,
): TimesheetShift {
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
    expectedAt: row.expectedAt,
    relief: worked.relief,
    asScheduled: worked.asScheduled,
    overtimeMinutes,
  };
}

/** What the sheets are made of: the rows of the company weeks around the ISO week, and more. */
export interface SheetSources {
  /** The ISO week's dates: only its shifts are on the sheets. */
  week: DateRange;
  /** Rows of the whole company weeks that meet the ISO week (their overtime counts all of it). */
  rows: readonly AttendanceRow[];
  approvals: readonly ApprovalRow[];
  /** The shifts an approval counted as scheduled (asScheduledKey). */
  asScheduled: ReadonlySet<string>;
  rules: PayRules;
  thresholds: AttendanceThresholds;
  timeZone: string;
}

/** Each row's overtime, counted per guard over all the rows (whole company weeks). */
function overtimesOf(
  rows: readonly AttendanceRow[],
  starts: readonly number[],
  worked: readonly ShiftWorked[],
  rules: PayRules,
): number[] {
  const byGuard = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const list = byGuard.get(row.guardId) ?? [];
    list.push(index);
    byGuard.set(row.guardId, list);
  });
  const overtime = rows.map(() => 0);
  for (const indexes of byGuard.values()) {
    const pay = indexes.map((index) => ({
      date: rows[index]?.date ?? '',
      startsAt: starts[index] ?? 0,
      workedMinutes: worked[index]?.workedMinutes ?? 0,
    }));
    shiftOvertimes(pay, rules).forEach((minutes, at) => {
      overtime[indexes[at] ?? 0] = minutes;
    });
  }
  return overtime;
}

/** A guard's sheet from their shifts of the week, in order. */
function sheetOf(
  guardId: string,
  guardName: string,
  shifts: TimesheetShift[],
  approval: ApprovalRow | undefined,
): GuardTimesheet {
  const sum = (count: (shift: TimesheetShift) => number) =>
    shifts.reduce((total, shift) => total + count(shift), 0);
  return {
    guardId,
    guardName,
    scheduledMinutes: sum((shift) => shift.scheduledMinutes),
    workedMinutes: sum((shift) => shift.workedMinutes),
    overtimeMinutes: sum((shift) => shift.overtimeMinutes),
    lateMinutes: sum((shift) => shift.lateMinutes),
    missingCheckIns: sum((shift) => (shift.missingCheckIn ? 1 : 0)),
    missingCheckOuts: sum((shift) => (shift.missingCheckOut ? 1 : 0)),
    approval: approval
      ? { approvedByName: approval.approvedByName, approvedAt: approval.approvedAt }
      : null,
    shifts: shifts.sort(shiftOrder),
  };
}

/**
 * Each guard's ISO week: their shifts in order with what each counts (shiftWorked) and the
 * overtime it adds (counted over whole company weeks), the sums, and the approval; the guards by
 * name ('Last, First').
 */
export function guardTimesheets(sources: SheetSources): GuardTimesheet[] {
  const { week, rows, approvals, asScheduled, timeZone, thresholds, rules } = sources;
  const approvalOf = new Map(approvals.map((approval) => [approval.guardId, approval]));
  const shifts = rows.map((row) =>
    attendedShift(row, asScheduled.has(asScheduledKey(row.requestId, row.guardId))),
  );
  const worked = shifts.map((shift) => shiftWorked(shift, timeZone, thresholds));
  const starts = shifts.map((shift) => shiftBounds(shift, timeZone).start);
  const overtime = overtimesOf(rows, starts, worked, rules);
  const shiftsOf = new Map<string, TimesheetShift[]>();
  const nameOf = new Map<string, string>();
  rows.forEach((row, index) => {
    const counted = worked[index];
    if (!counted || row.date < week.from || row.date > week.to) return;
    const list = shiftsOf.get(row.guardId) ?? [];
    list.push(timesheetShift(row, counted, overtime[index] ?? 0));
    shiftsOf.set(row.guardId, list);
    nameOf.set(row.guardId, guardDisplayName(row));
  });
  const sheets = [...shiftsOf].map(([guardId, list]) =>
    sheetOf(guardId, nameOf.get(guardId) ?? '', list, approvalOf.get(guardId)),
  );
  return sheets.sort(sheetOrder);
}

/** The sheets' order: guards by name ('Last, First'), then id. */
export function sheetOrder(a: GuardTimesheet, b: GuardTimesheet): number {
  return (
    byText(a.guardName.toLowerCase(), b.guardName.toLowerCase()) || byText(a.guardId, b.guardId)
  );
}
