import type { CompanyRules } from './company-rules.js';
import { minutesByDate } from './guard-hours.js';
import { weekOvertime, type WeekOvertime } from './overtime.js';
import type { ShiftTimes } from './shift-span.js';
import { workWeekStart, workWeeksInRange } from './work-week.js';

/**
 * A guard's hours and overtime over a week (issue #32), for the week board and the Overtime
 * report. Each shift counts whole, to its end, on the date it starts (guard-hours.ts), in the
 * company's time zone; the week's overtime is overtime.ts's. A whole-day shift counts no hours.
 */

type OvertimeRules = Pick<CompanyRules, 'weeklyOvertimeHours' | 'dailyOvertimeHours'>;

/** The hours and overtime of one guard's shifts of one week. */
export function weekHours(
  shifts: readonly ShiftTimes[],
  rules: OvertimeRules,
  timeZone: string,
): WeekOvertime {
  return weekOvertime(minutesByDate(shifts, timeZone), rules);
}

/** An assigned shift as the Overtime report reads it: its guard (by key) and its times. */
export interface GuardShiftTimes extends ShiftTimes {
  /** The guard's id, or 'name:' and the name a deleted guard's requests kept. */
  guardKey: string;
  guardId: string | null;
  guardName: string;
}

/** A guard with overtime in a week. */
export interface GuardOvertime {
  guardId: string | null;
  name: string;
  minutes: number;
  overtimeMinutes: number;
}

/** A week of the Overtime report: its first date, its overtime and who worked it. */
export interface OvertimeWeek {
  week: string;
  overtimeMinutes: number;
  guards: GuardOvertime[];
}

/**
 * The overtime of every company week meeting `from`–`to`: each guard's shifts of the week
 * (`shifts` must hold the whole weeks, from the first week's start to the last one's end),
 * counted by weekHours. Guards without overtime are left out; the most overtime comes first.
 * `counts`, when given, keeps only the guards it answers true for in that week (a post filter).
 */
export function overtimeByWeek(
  shifts: readonly GuardShiftTimes[],
  range: { from: string; to: string },
  rules: OvertimeRules & Pick<CompanyRules, 'weekStartsOn'>,
  timeZone: string,
  counts: (week: string, guardKey: string) => boolean = () => true,
): OvertimeWeek[] {
  const weeks = workWeeksInRange(range.from, range.to, rules.weekStartsOn);
  const byWeek = new Map(weeks.map((week) => [week, new Map<string, GuardShiftTimes[]>()]));
  for (const shift of shifts) {
    const guards = byWeek.get(workWeekStart(shift.date, rules.weekStartsOn));
    if (!guards) continue;
    const list = guards.get(shift.guardKey);
    if (list) list.push(shift);
    else guards.set(shift.guardKey, [shift]);
  }
  return weeks.map((week) => {
    const guards: GuardOvertime[] = [];
    for (const [key, list] of byWeek.get(week) ?? []) {
      if (!counts(week, key)) continue;
      const hours = weekHours(list, rules, timeZone);
      if (hours.overtime === 0) continue;
      const [first] = list;
      guards.push({
        guardId: first?.guardId ?? null,
        name: first?.guardName ?? '',
        minutes: hours.minutes,
        overtimeMinutes: hours.overtime,
      });
    }
    guards.sort((a, b) => b.overtimeMinutes - a.overtimeMinutes || a.name.localeCompare(b.name));
    const overtimeMinutes = guards.reduce((sum, guard) => sum + guard.overtimeMinutes, 0);
    return { week, overtimeMinutes, guards };
  });
}
