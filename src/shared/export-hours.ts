import { TZDate } from '@date-fns/tz';
import { addDays } from './calendar.js';
import { hoursText } from './rule-text.js';
import { shiftMinutesElapsed, type ShiftTimes } from './shift-span.js';

/**
 * A request's hours in the export (issue #32): its length as time really elapses in the company's
 * time zone, an overnight shift counted to its end the next day (shift-span.ts: 22:00–06:00 is 9
 * on the night the clocks go back), to one decimal; null for a whole-day request, which has no
 * known hours. Apart from coverage-export.ts, which the client loads, as it needs the zone data.
 *
 * The file reads a million requests: working out each one's instants in its zone (tens of
 * microseconds) took the export from ~244,000 rows a second to ~90,000. So the zone is read once
 * per date, to know whether the clocks change near it; on the other dates the wall-clock length
 * is the time elapsed, and only the dates of a change are counted exactly.
 */

/** The zone's offset from UTC at noon of a date, in minutes (noon: never a time the clocks skip). */
function offsetAtNoon(date: string, timeZone: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new TZDate(year, month - 1, day, 12, 0, timeZone).getTimezoneOffset();
}

/** Per zone, per date: whether the clocks keep their offset around it (clocksSteady). */
const steadyDates = new Map<string, Map<string, boolean>>();
const STEADY_DATES_KEPT = 50_000;

/**
 * Whether the clocks keep their offset from noon the day before `date` to noon two days after:
 * the whole of any shift starting on `date` (it ends by the next day's end), and its start even
 * where the clocks change at midnight (Santiago skips 00:00).
 */
function clocksSteady(date: string, timeZone: string): boolean {
  let ofZone = steadyDates.get(timeZone);
  if (!ofZone) {
    ofZone = new Map();
    steadyDates.set(timeZone, ofZone);
  }
  let steady = ofZone.get(date);
  if (steady === undefined) {
    steady = offsetAtNoon(addDays(date, -1), timeZone) === offsetAtNoon(addDays(date, 2), timeZone);
    if (ofZone.size >= STEADY_DATES_KEPT) ofZone.clear();
    ofZone.set(date, steady);
  }
  return steady;
}

const ZERO = '0'.charCodeAt(0);

/** Minutes from midnight of an HH:MM time, read digit by digit (a split costs ten times more). */
function clockMinutes(time: string): number {
  const hours = (time.charCodeAt(0) - ZERO) * 10 + time.charCodeAt(1) - ZERO;
  return hours * 60 + (time.charCodeAt(3) - ZERO) * 10 + time.charCodeAt(4) - ZERO;
}

/** Wall-clock minutes from start to end; an end at or before the start is the next day. */
function wallClockMinutes(startTime: string, endTime: string): number {
  const minutes = clockMinutes(endTime) - clockMinutes(startTime);
  return minutes > 0 ? minutes : minutes + 24 * 60;
}

/** The request's hours, to one decimal, or null without both times. */
export function exportHours(row: ShiftTimes, timeZone: string): number | null {
  const { startTime, endTime } = row;
  if (!startTime || !endTime) return null;
  const minutes = clocksSteady(row.date, timeZone)
    ? wallClockMinutes(startTime, endTime)
    : shiftMinutesElapsed(row, timeZone);
  // A whole number of tenths of an hour (6 minutes) needs no rounding: hoursText's, without text.
  return minutes % 6 === 0 ? minutes / 60 : Number(hoursText(minutes));
}
