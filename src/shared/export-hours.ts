import { hoursOf } from './report-math.js';
import { shiftMinutesElapsed, type ShiftTimes } from './shift-span.js';

/**
 * A request's hours in the export (issue #32): its length as time really elapses in the company's
 * time zone, an overnight shift counted to its end the next day (shift-span.ts: 22:00–06:00 is 9
 * on the night the clocks go back), to one decimal; null for a whole-day request, which has no
 * known hours. Apart from coverage-export.ts, which the client loads, as it needs the zone data.
 */
export function exportHours(row: ShiftTimes, timeZone: string): number | null {
  if (!row.startTime || !row.endTime) return null;
  return hoursOf(shiftMinutesElapsed(row, timeZone));
}
