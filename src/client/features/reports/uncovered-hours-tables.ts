import type { ReportTable } from '../../../shared/report-math';
import type { UncoveredHoursReport } from '../../../shared/uncovered-hours';

/** The counts every row of the report ends with, in its tables and CSVs. */
const TALLY_COLUMNS = ['Uncovered hours', 'Shifts uncovered', 'Partly uncovered', 'Without times'];

/** Uncovered hours per post, month by month, most first within each month. */
export function uncoveredByPostTable(report: UncoveredHoursReport): ReportTable {
  return {
    caption: 'Uncovered hours per post and month',
    columns: ['Month', 'Post', 'Dept code', ...TALLY_COLUMNS],
    rows: report.posts.map((row) => [
      row.month,
      row.name,
      row.deptCode,
      row.hours,
      row.shifts,
      row.partShifts,
      row.withoutTimes,
    ]),
  };
}

/** Uncovered hours per customer, month by month: what each is credited. */
export function uncoveredByCustomerTable(report: UncoveredHoursReport): ReportTable {
  return {
    caption: 'Uncovered hours per customer and month',
    columns: ['Month', 'Customer', ...TALLY_COLUMNS],
    rows: report.customers.map((row) => [
      row.month,
      row.name,
      row.hours,
      row.shifts,
      row.partShifts,
      row.withoutTimes,
    ]),
  };
}
