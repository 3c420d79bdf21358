import { checkInWindow } from '../../../shared/check-in-rules.js';
import type { MyAssignedShift, MyShift } from '../../../shared/my-shifts.js';
import type { SiteMark } from '../../db/schema-attendance.js';

/** The server's own time zone, for callers that pass none (the app passes config.timeZone). */
export const DEFAULT_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A guard's check-in and check-out as the page reads them: never the position (issue #33). */
export const ATTENDANCE_COLUMNS = [
  'attendance.checkedInAt',
  'attendance.checkInMark',
  'attendance.checkInDistanceMeters',
  'attendance.checkedOutAt',
  'attendance.checkOutMark',
  'attendance.checkOutDistanceMeters',
  'attendance.confirmedAt',
] as const;

/** An assigned shift's row, with its attendance's columns (null without a row). */
type AssignedRow = Omit<MyShift, 'startsAt'> & {
  checkedInAt: string | null;
  checkInMark: SiteMark | null;
  checkInDistanceMeters: number | null;
  checkedOutAt: string | null;
  checkOutMark: SiteMark | null;
  checkOutDistanceMeters: number | null;
  confirmedAt: string | null;
};

/**
 * The guard's assigned shifts with their check-in windows and attendance: today's on, and
 * yesterday's while its check-out is still open (a night shift ending this morning).
 */
export function assignedShifts(
  rows: readonly AssignedRow[],
  today: string,
  now: Date,
  timeZone: string,
): Omit<MyAssignedShift, 'startsAt'>[] {
  const shown: Omit<MyAssignedShift, 'startsAt'>[] = [];
  for (const row of rows) {
    const { checkedInAt, checkInMark, checkInDistanceMeters } = row;
    const { checkedOutAt, checkOutMark, checkOutDistanceMeters, confirmedAt, ...shift } = row;
    const window = checkInWindow(shift, timeZone);
    if (shift.date < today && now.getTime() >= window.checkOutClosesAt.getTime()) continue;
    shown.push({
      requestId: shift.requestId,
      date: shift.date,
      startTime: shift.startTime,
      endTime: shift.endTime,
      locationName: shift.locationName,
      deptCode: shift.deptCode,
      guardNote: shift.guardNote,
      checkWindow: {
        checkInOpensAt: window.opensAt.toISOString(),
        checkInClosesAt: window.closesAt.toISOString(),
        checkOutClosesAt: window.checkOutClosesAt.toISOString(),
      },
      attendance:
        checkedInAt === null && checkedOutAt === null
          ? null
          : {
              checkedInAt,
              checkInMark,
              checkInDistanceMeters,
              checkedOutAt,
              checkOutMark,
              checkOutDistanceMeters,
            },
      confirmedAt,
    });
  }
  return shown;
}

/** The first instant one of yesterday's shifts drops off the page (its check-out closes). */
export function yesterdayLeavesAt(
  assigned: readonly Pick<MyAssignedShift, 'date' | 'checkWindow'>[],
  today: string,
  now: number,
): number {
  let leaves = Infinity;
  for (const shift of assigned) {
    const closes = new Date(shift.checkWindow.checkOutClosesAt).getTime();
    if (shift.date < today && closes > now) leaves = Math.min(leaves, closes);
  }
  return leaves;
}
