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

/** Whole minutes a shift lasts (0 for a whole-day shift). */
export function shiftMinutesElapsed(shift: ShiftTimes, timeZone: string): number {
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
