import type { Day } from 'date-fns';
import { addDays } from './calendar.js';
import { shiftMinutesElapsed, type ShiftTimes } from './shift-span.js';
import { workWeekStart } from './work-week.js';

/**
 * A guard's hours (issue #32): their shifts' lengths (shift-span.ts), summed into the date and the
 * week (work-week.ts) each shift starts on. Counted in whole minutes, so sums are exact.
 */

/** Minutes of the shifts that start from `from` to `to` (dates, both inclusive). */
export function minutesStartingIn(
  shifts: readonly ShiftTimes[],
  from: string,
  to: string,
  timeZone: string,
): number {
  let minutes = 0;
  for (const shift of shifts) {
    // Dates compare as text (calendar.ts).
    if (shift.date >= from && shift.date <= to) minutes += shiftMinutesElapsed(shift, timeZone);
  }
  return minutes;
}

/** Minutes of the shifts that start on `date`. */
export function minutesOnDate(
  shifts: readonly ShiftTimes[],
  date: string,
  timeZone: string,
): number {
  return minutesStartingIn(shifts, date, date, timeZone);
}

/** Minutes of the shifts that start in the week holding `date`. */
export function minutesInWeek(
  shifts: readonly ShiftTimes[],
  date: string,
  weekStartsOn: Day,
  timeZone: string,
): number {
  const first = workWeekStart(date, weekStartsOn);
  return minutesStartingIn(shifts, first, addDays(first, 6), timeZone);
}

/** Hours of the shifts that start in the week holding `date` (the week board's count). */
export function hoursInWeek(
  shifts: readonly ShiftTimes[],
  date: string,
  weekStartsOn: Day,
  timeZone: string,
): number {
  return minutesInWeek(shifts, date, weekStartsOn, timeZone) / 60;
}
