import { pad } from './calendar.js';
import type { CompanyRules } from './company-rules.js';
import { overtimeAdded } from './overtime.js';
import { workWeekStart } from './work-week.js';

/**
 * What payroll pays per shift (issue #39): the worked minutes split into regular and overtime by
 * the company's rules (overtime.ts: weekly, and daily when the company counts by day), in the
 * company's week (work-week.ts), each shift on the date it starts.
 *
 * A shift's overtime is what it adds to its week, taken in the order the shifts start, so the
 * shifts' overtime sums to the week's: with an 8-hour day, 6 h then 6 h the same day are 0 and
 * 4 h of overtime; past 40 h a week, the shift that crosses the line carries what lies past it.
 */

export type PayRules = Pick<
  CompanyRules,
  'weeklyOvertimeHours' | 'dailyOvertimeHours' | 'weekStartsOn'
>;

/** A shift as the split reads it. */
export interface PayShift {
  /** The date it starts (yyyy-MM-dd, in the company's zone). */
  date: string;
  /** Its start, in epoch milliseconds: the order the week fills in. */
  startsAt: number;
  workedMinutes: number;
}

/**
 * The overtime minutes each shift adds (in the order given), from 0 to its worked minutes. Pass a
 * guard's shifts of whole company weeks: a week's shifts left out count as not worked.
 */
export function shiftOvertimes(shifts: readonly PayShift[], rules: PayRules): number[] {
  const order = shifts
    .map((shift, index) => ({ shift, index }))
    .sort((a, b) => a.shift.startsAt - b.shift.startsAt || a.index - b.index);
  const weeks = new Map<string, Map<string, number>>();
  const overtime = shifts.map(() => 0);
  for (const { shift, index } of order) {
    const week = workWeekStart(shift.date, rules.weekStartsOn);
    const days = weeks.get(week) ?? new Map<string, number>();
    weeks.set(week, days);
    overtime[index] = overtimeAdded(
      days,
      { date: shift.date, minutes: shift.workedMinutes },
      rules,
    ).added;
    days.set(shift.date, (days.get(shift.date) ?? 0) + shift.workedMinutes);
  }
  return overtime;
}

/** Whole minutes as hundredths of an hour, to the nearest: 50 minutes is 83. */
export function hundredthsOf(minutes: number): number {
  return Math.round((minutes * 100) / 60);
}

/** Hundredths of an hour as payroll reads them: 750 is '7.50'. */
export function hundredthsText(hundredths: number): string {
  return `${String(Math.floor(hundredths / 100))}.${pad(hundredths % 100)}`;
}

/** A shift's or a week's hours as written in the payroll file, in hundredths of an hour. */
export interface PayHours {
  scheduled: number;
  worked: number;
  regular: number;
  overtime: number;
}

/**
 * A shift's hours in hundredths: each rounded once, and regular the rest of worked, so that
 * regular and overtime add up to worked on every line (and lines to their total).
 */
export function payHours(minutes: {
  scheduledMinutes: number;
  workedMinutes: number;
  overtimeMinutes: number;
}): PayHours {
  const worked = hundredthsOf(minutes.workedMinutes);
  const overtime = hundredthsOf(minutes.overtimeMinutes);
  return {
    scheduled: hundredthsOf(minutes.scheduledMinutes),
    worked,
    regular: worked - overtime,
    overtime,
  };
}

/** The lines' hours summed: a total that adds up to what is written above it. */
export function sumPayHours(lines: readonly PayHours[]): PayHours {
  const total: PayHours = { scheduled: 0, worked: 0, regular: 0, overtime: 0 };
  for (const line of lines) {
    total.scheduled += line.scheduled;
    total.worked += line.worked;
    total.regular += line.regular;
    total.overtime += line.overtime;
  }
  return total;
}
