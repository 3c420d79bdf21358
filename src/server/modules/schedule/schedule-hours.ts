import type { CompanyRules } from '../../../shared/company-rules.js';
import { weekHours } from '../../../shared/overtime-report.js';
import type { ScheduleWeek } from '../../../shared/schedule.js';
import type { ShiftTimes } from '../../../shared/shift-span.js';

/** The rules the board's hours were counted by, as the answer carries them. */
export function boardRules(rules: CompanyRules): NonNullable<ScheduleWeek['rules']> {
  const { weeklyOvertimeHours, dailyOvertimeHours, weekStartsOn } = rules;
  return { weeklyOvertimeHours, dailyOvertimeHours, weekStartsOn };
}

/**
 * Sets each guard's hours of the board's week (issue #32): their shifts on the board, every post,
 * counted by weekHours in the company's time zone. The board's week is the ISO week it shows,
 * Monday to Sunday, whatever day the company's week starts on (docs/work-rules.md).
 */
export function addGuardHours(
  week: Pick<ScheduleWeek, 'days' | 'guards' | 'shifts'>,
  rules: CompanyRules,
  timeZone: string,
): void {
  const byGuard = week.guards.map((): ShiftTimes[] => []);
  for (const shift of week.shifts) {
    const date = week.days[shift.day];
    if (shift.guard === null || date === undefined) continue;
    byGuard[shift.guard]?.push({ date, startTime: shift.startTime, endTime: shift.endTime });
  }
  week.guards.forEach((guard, index) => {
    const hours = weekHours(byGuard[index] ?? [], rules, timeZone);
    guard.hours = {
      minutes: hours.minutes,
      overtimeMinutes: hours.overtime,
      overtimeDays: hours.overtimeDates.map((date) => week.days.indexOf(date)),
    };
  });
}
