import {
  CONFIRMATION_ACTION_LABELS,
  type ConfirmedWarningsReport,
  type OvertimeReport,
} from '../../../shared/hours-reports';
import type { ReportTable } from '../../../shared/report-math';
import { weekCell } from './report-tables';

/** Every guard with overtime, week by week, most first in each week. */
export function overtimeTable(report: OvertimeReport): ReportTable {
  return {
    caption: 'Guards with overtime, per week',
    columns: ['Week', 'Guard', 'Hours', 'Overtime hours'],
    rows: report.weeks.flatMap((week) =>
      week.guards.map((guard) => [
        weekCell(week.week),
        guard.name,
        guard.hours,
        guard.overtimeHours,
      ]),
    ),
  };
}

/** Each confirmation listed, newest first. */
export function confirmedWarningsTable(report: ConfirmedWarningsReport): ReportTable {
  return {
    caption: 'Assignments made with a confirmed warning',
    columns: [
      'Shift date',
      'Post',
      'Guard',
      'How',
      'Confirmed',
      'Overtime hours added',
      'By',
      'When',
    ],
    rows: report.confirmations.map((row) => [
      row.shiftDate,
      row.locationName,
      row.guardName,
      CONFIRMATION_ACTION_LABELS[row.action],
      row.warnings.join('; '),
      row.overtimeHours,
      row.confirmedByName,
      row.confirmedAt,
    ]),
  };
}
