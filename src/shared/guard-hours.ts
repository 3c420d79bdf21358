import { shiftMinutesElapsed, type ShiftTimes } from './shift-span.js';

/**
 * A guard's hours (issue #32): their shifts' lengths (shift-span.ts), summed into the date each
 * shift starts on, which also puts them in that date's week (work-week.ts). Counted in whole
 * minutes, so sums are exact; overtime.ts reads them.
 */

/**
 * Minutes of the shifts by the date each starts on; with `range`, only those starting from
 * `range.from` to `range.to` (dates, both inclusive). A whole-day shift adds 0 to its date.
 */
export function minutesByDate(
  shifts: readonly ShiftTimes[],
  timeZone: string,
  range?: { from: string; to: string },
): Map<string, number> {
  const byDate = new Map<string, number>();
  for (const shift of shifts) {
    // Dates compare as text (calendar.ts).
    if (range && (shift.date < range.from || shift.date > range.to)) continue;
    byDate.set(shift.date, (byDate.get(shift.date) ?? 0) + shiftMinutesElapsed(shift, timeZone));
  }
  return byDate;
}
