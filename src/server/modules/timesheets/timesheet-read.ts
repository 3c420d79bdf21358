import type { Kysely } from 'kysely';
import { weekDays } from '../../../shared/iso-week.js';
import type { TimesheetWeek } from '../../../shared/timesheets.js';
import { workWeekEnd, workWeekStart } from '../../../shared/work-week.js';
import { attendanceSettings } from '../../db/attendance-settings.js';
import { companyRules } from '../../db/company-rules.js';
import type { DB } from '../../db/schema.js';
import { withApprovedSheets } from './approved-sheets.js';
import { guardTimesheets } from './timesheet-sheets.js';
import { rangeAsScheduled, rangeAttendance, weekApprovals } from './timesheets.repository.js';

/**
 * The week's timesheets of every guard with shifts in it (or one guard's): the company's rules
 * first (their week start says which dates the overtime needs), then the shifts of those dates,
 * the approvals, the shifts approved as scheduled and the attendance settings together. An
 * approved week reads as it was approved (approved-sheets.ts).
 */
export async function readTimesheets(
  db: Kysely<DB>,
  timeZone: string,
  week: string,
  guardId?: string,
): Promise<TimesheetWeek> {
  const rules = await companyRules(db);
  const days = weekDays(week);
  const isoWeek = { from: days[0] ?? '', to: days[6] ?? '' };
  // The company's weeks that meet the ISO week: the same dates when weeks start on Monday.
  const range = {
    from: workWeekStart(isoWeek.from, rules.weekStartsOn),
    to: workWeekEnd(isoWeek.to, rules.weekStartsOn),
  };
  const [rows, approvals, asScheduled, thresholds] = await Promise.all([
    rangeAttendance(db, range, guardId),
    weekApprovals(db, week, guardId),
    rangeAsScheduled(db, range, guardId),
    attendanceSettings(db),
  ]);
  const counted = guardTimesheets({
    week: isoWeek,
    rows,
    approvals,
    asScheduled,
    rules,
    thresholds,
    timeZone,
  });
  return { week, timeZone, guards: withApprovedSheets(counted, approvals) };
}
