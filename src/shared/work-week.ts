import type { Day } from 'date-fns';
import { addDays, dayNumber, weekdayOf } from './calendar.js';

/**
 * The week the company counts hours in (issue #32): seven calendar dates (yyyy-MM-dd, read in the
 * company's time zone) from its `weekStartsOn` day (0 = Sunday … 6 = Saturday, as date-fns
 * counts). A shift belongs to the week of the date it starts on, all of it, even an overnight
 * shift that ends in the next week.
 */

/** The first date of the week holding `date`. */
export function workWeekStart(date: string, weekStartsOn: Day): string {
  return addDays(date, -((weekdayOf(date) - weekStartsOn + 7) % 7));
}

/** The last date of the week holding `date`. */
export function workWeekEnd(date: string, weekStartsOn: Day): string {
  return addDays(workWeekStart(date, weekStartsOn), 6);
}

/**
 * The first dates of the weeks that meet the range `from`–`to`, both inclusive, in order; none
 * when `to` comes first. The number of weeks is counted before the loop, from day numbers: a loop
 * that compared dates as text never ended once a date passed 9999-12-31 (issue #29).
 */
export function workWeeksInRange(from: string, to: string, weekStartsOn: Day): string[] {
  if (to < from) return [];
  const first = workWeekStart(from, weekStartsOn);
  const count = Math.max(0, Math.floor((dayNumber(to) - dayNumber(first)) / 7) + 1);
  return Array.from({ length: count }, (_, index) => addDays(first, index * 7));
}

/** How far from a shift another shift can end or start and still count for its rest (hours). */
export const REST_REACH_HOURS = 24;

/**
 * The dates (both inclusive) of the guard's shifts that assessing a shift on `date` needs: its
 * week, for the hours, and three days either side of it, for rest and clashes. Three, as a shift
 * lasts up to 24 hours (25 across a change of clocks) and rest is looked for up to
 * REST_REACH_HOURS from it.
 */
export function assessmentDates(date: string, weekStartsOn: Day): { from: string; to: string } {
  const weekFrom = workWeekStart(date, weekStartsOn);
  const weekTo = addDays(weekFrom, 6);
  const before = addDays(date, -3);
  const after = addDays(date, 3);
  return { from: before < weekFrom ? before : weekFrom, to: after > weekTo ? after : weekTo };
}
