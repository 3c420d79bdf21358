import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';
import { TIMESHEET_CSV_HEADER_LINE, timesheetCsvLines } from './timesheet-csv.js';
import type { GuardTimesheet, TimesheetShift } from './timesheets.js';

/** A shift of Ann's, 20 minutes worked, none of it overtime, unless said. */
const shift = (change: Partial<TimesheetShift> = {}): TimesheetShift => ({
  requestId: 'r',
  date: '2026-11-24',
  startTime: '08:00',
  endTime: '08:20',
  locationName: 'Bayview Plaza',
  checkedInAt: '2026-11-24T13:00:00.000Z',
  checkInMark: 'on-site',
  checkInDistanceMeters: 10,
  checkedOutAt: '2026-11-24T13:20:00.000Z',
  checkOutMark: 'on-site',
  checkOutDistanceMeters: 10,
  scheduledMinutes: 20,
  onSiteMinutes: 20,
  workedMinutes: 20,
  lateMinutes: 0,
  missingCheckIn: false,
  missingCheckOut: false,
  approvedMinutes: null,
  approvedByName: null,
  approvedAt: null,
  expectedAt: null,
  relief: false,
  asScheduled: false,
  overtimeMinutes: 0,
  ...change,
});

const sheet = (shifts: TimesheetShift[], change: Partial<GuardTimesheet> = {}): GuardTimesheet => ({
  guardId: 'g',
  guardName: 'Able, Ann',
  scheduledMinutes: 0,
  workedMinutes: 0,
  overtimeMinutes: 0,
  lateMinutes: shifts.reduce((sum, one) => sum + one.lateMinutes, 0),
  missingCheckIns: 0,
  missingCheckOuts: 0,
  approval: null,
  shifts,
  ...change,
});

const table = (guard: GuardTimesheet) =>
  parseCsv(TIMESHEET_CSV_HEADER_LINE + timesheetCsvLines(guard)).rows;

describe('timesheetCsvLines', () => {
  it('totals what the lines say, so that they add up after rounding', () => {
    // Three 20-minute shifts: 0.33 each, a total of 0.99 (not the 1.00 of the hour they make).
    const rows = table(sheet([shift(), shift(), shift({ lateMinutes: 12 })]));
    expect(rows.map((row) => [row.Date, row['Worked Hours'], row['Late Minutes']])).toEqual([
      ['2026-11-24', '0.33', '0'],
      ['2026-11-24', '0.33', '0'],
      ['2026-11-24', '0.33', '12'],
      ['Week total', '0.99', '12'],
    ]);
  });

  it('says a relief, a shift approved as scheduled, a worked time set, and the approval', () => {
    const rows = table(
      sheet(
        [
          shift({ relief: true, expectedAt: '2026-11-24T13:00:00.000Z' }),
          shift({ asScheduled: true }),
          shift({ approvedMinutes: 20, approvedByName: 'Sam Payroll' }),
        ],
        { approval: { approvedByName: 'Sam Payroll', approvedAt: '2026-11-30T10:00:00.000Z' } },
      ),
    );
    expect(rows.map((row) => [row.Relief, row.Approval])).toEqual([
      ['yes', ''],
      ['no', 'As scheduled'],
      ['no', 'Worked time set by Sam Payroll'],
      ['', 'Approved by Sam Payroll'],
    ]);
  });

  it('neutralises formula-looking names and posts', () => {
    const guard = sheet([shift({ locationName: '=cmd|calc' })], { guardName: '+Sly, @Ann' });
    expect(timesheetCsvLines(guard)).toBe(
      '"\'+Sly, @Ann",2026-11-24,\'=cmd|calc,0.33,0.33,0.33,0.00,0,no,\r\n' +
        '"\'+Sly, @Ann",Week total,,0.33,0.33,0.33,0.00,0,,Not approved\r\n',
    );
  });
});
