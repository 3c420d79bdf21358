import type { CompanyRules } from './company-rules.js';

/**
 * Overtime a shift would add (issue #32). Weekly: the minutes of the shift past the company's
 * weekly limit, given the guard's other hours that week; daily, when the company counts by day
 * too: the same against the daily limit, with their other hours on the shift's start date. Both
 * count the same worked time, so the shift adds the larger of the two, never their sum.
 */

/** Minutes past `limit` that `shift` minutes add to `before` minutes: 0 to `shift`. */
export function minutesPastLimit(before: number, shift: number, limit: number): number {
  return Math.max(0, before + shift - Math.max(before, limit));
}

export interface OvertimeAdded {
  /** Past the weekly limit. */
  weekly: number;
  /** Past the daily limit, or 0 when the company does not count by day. */
  daily: number;
  /** What the shift adds: the larger of the two. */
  added: number;
}

/** The overtime, in minutes, that a shift of `shift` minutes adds to a guard's week and day. */
export function overtimeAdded(
  worked: { weekBefore: number; dayBefore: number; shift: number },
  rules: Pick<CompanyRules, 'weeklyOvertimeHours' | 'dailyOvertimeHours'>,
): OvertimeAdded {
  const weekly = minutesPastLimit(worked.weekBefore, worked.shift, rules.weeklyOvertimeHours * 60);
  const daily =
    rules.dailyOvertimeHours === null
      ? 0
      : minutesPastLimit(worked.dayBefore, worked.shift, rules.dailyOvertimeHours * 60);
  return { weekly, daily, added: Math.max(weekly, daily) };
}
