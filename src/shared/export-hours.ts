import { TZDate } from '@date-fns/tz';
import { addDays } from './calendar.js';
import { shiftMinutes } from './report-math.js';
import { hoursText } from './rule-text.js';
import { shiftMinutesElapsed, type ShiftTimes } from './shift-span.js';

/**
 * A request's hours in the export (issue #32): its length as time really elapses in the company's
 * time zone, an overnight shift counted to its end the next day (shift-span.ts: 22:00–06:00 is 9
 * on the night the clocks go back), to one decimal; null for a whole-day request, which has no
 * known hours. Apart from coverage-export.ts, which the client loads, as it needs the zone data.
 */

/** The zone's offset from UTC at noon of a date, in minutes (noon: never a time the clocks skip). */
function offsetAtNoon(date: string, timeZone: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new TZDate(year, month - 1, day, 12, 0, timeZone).getTimezoneOffset();
}

/**
 * Whether the clocks keep their offset from noon the day before `date` to noon two days after:
 * the whole of any shift starting on `date` (it ends by the next day's end), and its start even
 * where the clocks change at midnight (Santiago skips 00:00). Kept per zone and
 * date: the file reads a million requests over a few thousand dates, and working out each
 * request's instants in its zone (tens of microseconds) took the export from 314,000 rows a
 * second to about a third of that; the dates the clocks change on are read exactly.
 */
const steadyDates = new Map<string, boolean>();
const STEADY_DATES_KEPT = 50_000;

function clocksSteady(date: string, timeZone: string): boolean {
  const key = `${timeZone} ${date}`;
  let steady = steadyDates.get(key);
  if (steady === undefined) {
    steady = offsetAtNoon(addDays(date, -1), timeZone) === offsetAtNoon(addDays(date, 2), timeZone);
    if (steadyDates.size >= STEADY_DATES_KEPT) steadyDates.clear();
    steadyDates.set(key, steady);
  }
  return steady;
}

/** The request's hours, to one decimal, or null without both times. */
export function exportHours(row: ShiftTimes, timeZone: string): number | null {
  const { startTime, endTime } = row;
  if (!startTime || !endTime) return null;
  // On a date without a change of clocks the wall-clock length is the time elapsed.
  const minutes = clocksSteady(row.date, timeZone)
    ? shiftMinutes(startTime, endTime)
    : shiftMinutesElapsed(row, timeZone);
  return Number(hoursText(minutes));
}
