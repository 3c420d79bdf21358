import { csvCell } from './coverage-export.js';
import { hundredthsText, payHours, sumPayHours, type PayHours } from './timesheet-pay.js';
import type { GuardTimesheet, TimesheetShift } from './timesheets.js';

/**
 * The payroll file of a week (issue #39): a line per shift, then the guard's week total, guard
 * after guard (by name), so payroll keys nothing again. Hours are decimal with two places;
 * regular and overtime add up to worked on each line, and the total line is the sum of the
 * lines above it, as written. Cells are formula-safe like every export (`csvCell`).
 */

export const TIMESHEET_CSV_HEADERS = [
  'Guard',
  'Date',
  'Post',
  'Scheduled Hours',
  'Worked Hours',
  'Regular Hours',
  'Overtime Hours',
  'Late Minutes',
  'Relief',
  'Approval',
] as const;

export const TIMESHEET_CSV_HEADER_LINE = TIMESHEET_CSV_HEADERS.join(',') + '\r\n';

/** What the Date cell of a guard's total line says. */
export const WEEK_TOTAL = 'Week total';

/** What the Approval cell says of a shift: approved as scheduled, or whose worked time was set. */
function shiftApproval(shift: TimesheetShift): string | null {
  if (shift.asScheduled) return 'As scheduled';
  if (shift.approvedMinutes === null) return null;
  return shift.approvedByName ? `Worked time set by ${shift.approvedByName}` : 'Worked time set';
}

function line(cells: readonly (string | null)[]): string {
  return cells.map((cell) => csvCell(cell)).join(',') + '\r\n';
}

const hourCells = (hours: PayHours) => [
  hundredthsText(hours.scheduled),
  hundredthsText(hours.worked),
  hundredthsText(hours.regular),
  hundredthsText(hours.overtime),
];

/** A guard's lines of the payroll file: each shift, then the week's total; CRLF-terminated. */
export function timesheetCsvLines(sheet: GuardTimesheet): string {
  const priced = sheet.shifts.map((shift) => ({ shift, hours: payHours(shift) }));
  const shifts = priced.map(({ shift, hours }) =>
    line([
      sheet.guardName,
      shift.date,
      shift.locationName,
      ...hourCells(hours),
      String(shift.lateMinutes),
      shift.relief ? 'yes' : 'no',
      shiftApproval(shift),
    ]),
  );
  const total = line([
    sheet.guardName,
    WEEK_TOTAL,
    null,
    ...hourCells(sumPayHours(priced.map(({ hours }) => hours))),
    String(sheet.lateMinutes),
    null,
    sheet.approval ? `Approved by ${sheet.approval.approvedByName}` : 'Not approved',
  ]);
  return shifts.join('') + total;
}
