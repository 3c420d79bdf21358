import type { CompanyRules } from './company-rules.js';

/**
 * Overtime (issue #32), for a week of a guard's hours and for the shift Find cover would add to
 * it. A week's overtime is the larger of its weekly count (the week's minutes past the weekly
 * limit) and, when the company counts by day too, its daily count (each day's minutes past the
 * daily limit, summed): both count the same worked time, so never their sum. What a shift adds is
 * the week's overtime with it less the week's overtime without it, so that the overtime confirmed
 * shift by shift sums to the week's: four 10-hour days are 8 h of daily overtime, and a fifth
 * takes the week to 10 h, so it adds 2, though all 10 of its hours lie past the weekly limit.
 */

type OvertimeRules = Pick<CompanyRules, 'weeklyOvertimeHours' | 'dailyOvertimeHours'>;

/** What a guard worked in a week, in whole minutes. */
export interface WeekOvertime {
  minutes: number;
  /** Past the weekly limit. */
  weeklyOvertime: number;
  /** Past the daily limit, summed over the days (0 when the company counts by week only). */
  dailyOvertime: number;
  /** The week's overtime: the larger of the two. */
  overtime: number;
  /** The dates (in order) whose shifts go past the daily limit. */
  overtimeDates: string[];
}

/** The hours and overtime of a week, from its minutes by date (each shift on its start date). */
export function weekOvertime(
  days: ReadonlyMap<string, number>,
  rules: OvertimeRules,
): WeekOvertime {
  const dailyLimit = rules.dailyOvertimeHours === null ? null : rules.dailyOvertimeHours * 60;
  let minutes = 0;
  let dailyOvertime = 0;
  const overtimeDates: string[] = [];
  for (const [date, dayMinutes] of days) {
    minutes += dayMinutes;
    if (dailyLimit !== null && dayMinutes > dailyLimit) {
      dailyOvertime += dayMinutes - dailyLimit;
      overtimeDates.push(date);
    }
  }
  overtimeDates.sort();
  const weeklyOvertime = Math.max(0, minutes - rules.weeklyOvertimeHours * 60);
  return {
    minutes,
    weeklyOvertime,
    dailyOvertime,
    overtime: Math.max(weeklyOvertime, dailyOvertime),
    overtimeDates,
  };
}

export interface OvertimeAdded {
  /** The guard's minutes of the week without the shift. */
  weekBefore: number;
  /** The overtime the shift adds to the week: 0 to the shift's minutes. */
  added: number;
}

/**
 * The overtime, in minutes, that a shift of `shift.minutes` starting on `shift.date` adds to a
 * guard's week, whose other minutes by date are `days` (that week's only).
 */
export function overtimeAdded(
  days: ReadonlyMap<string, number>,
  shift: { date: string; minutes: number },
  rules: OvertimeRules,
): OvertimeAdded {
  const before = weekOvertime(days, rules);
  const withShift = new Map(days).set(shift.date, (days.get(shift.date) ?? 0) + shift.minutes);
  return {
    weekBefore: before.minutes,
    added: weekOvertime(withShift, rules).overtime - before.overtime,
  };
}
