import { TZDate } from '@date-fns/tz';
import { addDays, minutesOf } from './calendar.js';
import { shiftInstants } from './shift-instants.js';

/**
 * A shift's place in time and its length for the assignment rules (issue #32), from
 * shiftInstants: the times are wall-clock times in the company's time zone, an end at or before
 * the start is on the next day, and the length is the real time elapsed (22:00–06:00 on the night
 * the clocks go back is 9 hours, on the night they go forward 7).
 *
 * A whole-day shift (no times: an imported request) has no known hours: it counts 0 hours and
 * has no place in time, so it never shortens anyone's rest; it clashes with any shift on its date.
 */

/** A shift as the office writes it: a date and HH:MM times, both times or neither. */
export interface ShiftTimes {
  date: string;
  startTime: string | null;
  endTime: string | null;
}

/** One of a guard's shifts, as the rules read it: where it is, for what a clash says. */
export interface GuardShift extends ShiftTimes {
  id: string;
  locationName: string;
}

/** Where a timed shift lies, in epoch milliseconds; `end` is never before `start`. */
export interface Span {
  start: number;
  end: number;
}

const MS_PER_MINUTE = 60_000;

/**
 * Spans already worked out, by zone, date and times. Reading a wall-clock time in a zone costs
 * tens of microseconds, and Find cover reads a week of shifts for every guard, most at the same
 * few times; a span never changes, so keeping it changes no answer. Emptied when it grows large.
 */
const spans = new Map<string, Span>();
const SPANS_KEPT = 20_000;

/** Where a shift lies in time, or null for a whole-day shift (shift-span.ts). */
export function shiftSpan(shift: ShiftTimes, timeZone: string): Span | null {
  const { date, startTime, endTime } = shift;
  if (!startTime || !endTime) return null;
  const key = `${timeZone} ${date} ${startTime} ${endTime}`;
  const kept = spans.get(key);
  if (kept) return kept;
  const instants = shiftInstants(shift, timeZone);
  if (instants.allDay) return null;
  const start = instants.start.getTime();
  // A time the clocks skip (02:30 on the night they go forward) moves on by the hour skipped,
  // which can bring the start past the end: such a shift lasts no time at all.
  const span = Object.freeze({ start, end: Math.max(start, instants.end.getTime()) });
  if (spans.size >= SPANS_KEPT) spans.clear();
  spans.set(key, span);
  return span;
}

/** The zone's offset from UTC at noon of a date, in minutes (noon: never a time the clocks skip). */
function offsetAtNoon(date: string, timeZone: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new TZDate(year, month - 1, day, 12, 0, timeZone).getTimezoneOffset();
}

/**
 * Per zone, per date: whether the clocks keep their offset from noon the day before the date to
 * noon two days after it, which holds the whole of any shift starting on the date (it ends by the
 * next day's end) and its start even where the clocks change at midnight (Santiago skips 00:00).
 * On such a date a shift lasts its wall-clock length, so its length needs no instants: the export
 * counts a million requests over a few thousand dates, and building a kept span's key for each
 * row alone cost ~230 ns (a map of dates: ~40 ns). Emptied when it grows large.
 */
const steadyDates = new Map<string, Map<string, boolean>>();
const STEADY_DATES_KEPT = 50_000;

/** Whether every shift dated `date` lasts its wall-clock length in `timeZone` (above). */
export function clocksSteady(date: string, timeZone: string): boolean {
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
const MINUTES_PER_DAY = 24 * 60;

/** Minutes from midnight of an HH:MM time (seconds ignored), read digit by digit: no split. */
function clockMinutes(time: string): number {
  if (time.charAt(2) !== ':') return minutesOf(time);
  const hours = (time.charCodeAt(0) - ZERO) * 10 + time.charCodeAt(1) - ZERO;
  return hours * 60 + (time.charCodeAt(3) - ZERO) * 10 + time.charCodeAt(4) - ZERO;
}

/**
 * Whole minutes a shift lasts (0 for a whole-day shift): its wall-clock length where the clocks
 * keep their offset around its date, else the time between its instants (shiftSpan).
 */
export function shiftMinutesElapsed(shift: ShiftTimes, timeZone: string): number {
  const { date, startTime, endTime } = shift;
  if (!startTime || !endTime) return 0;
  if (clocksSteady(date, timeZone)) {
    const minutes = clockMinutes(endTime) - clockMinutes(startTime);
    return minutes > 0 ? minutes : minutes + MINUTES_PER_DAY;
  }
  const span = shiftSpan(shift, timeZone);
  return span ? Math.round((span.end - span.start) / MS_PER_MINUTE) : 0;
}

/** Hours a shift lasts, as time really elapses in the zone (0 for a whole-day shift). */
export function shiftHours(shift: ShiftTimes, timeZone: string): number {
  return shiftMinutesElapsed(shift, timeZone) / 60;
}

/**
 * The dates a shift is worked on: its date, and the next one for an overnight shift that goes on
 * past midnight (22:00–06:00 touches two dates, 16:00–00:00 only its own). A whole-day shift
 * touches its date alone.
 */
export function shiftDates(shift: ShiftTimes): string[] {
  const { date, startTime, endTime } = shift;
  if (!startTime || !endTime) return [date];
  const end = minutesOf(endTime);
  return end <= minutesOf(startTime) && end > 0 ? [date, addDays(date, 1)] : [date];
}

/**
 * A shift with what the rules read of it worked out once (its span, length and dates), as the
 * shift being filled is read against every guard.
 */
export interface PlacedShift extends ShiftTimes {
  timeZone: string;
  span: Span | null;
  minutes: number;
  dates: readonly string[];
}

/** A shift placed in the company's time zone (PlacedShift). */
export function placeShift(shift: ShiftTimes, timeZone: string): PlacedShift {
  const { date, startTime, endTime } = shift;
  return {
    date,
    startTime,
    endTime,
    timeZone,
    span: shiftSpan(shift, timeZone),
    minutes: shiftMinutesElapsed(shift, timeZone),
    dates: shiftDates(shift),
  };
}

/** True when two spans share some time; one ending as the other starts does not. */
export function spansOverlap(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}
