import { addDays } from './calendar.js';
import { shiftBounds, wallClockOf } from './check-in-rules.js';
import { wallClock } from './shift-instants.js';
import type { ShiftTimes } from './shift-span.js';

/**
 * Where a shift stands at an instant (issue #39), the one rule every screen and route reads:
 *
 * - 'before': it has not started;
 * - 'started': it is on, from its start (included) until its end (excluded);
 * - 'ended': it is over.
 *
 * The times are wall-clock times in `timeZone` (the company's on the server, the browser's on
 * screen): an end at or before the start is the next day's, and a whole-day shift (no times) runs
 * from 00:00 of its date to the next 00:00 (check-in-rules.ts's shiftBounds).
 */
export type ShiftPhase = 'before' | 'started' | 'ended';

/** The shift's phase at `now` in `timeZone`. */
export function shiftPhase(shift: ShiftTimes, now: Date, timeZone: string): ShiftPhase {
  const { start, end } = shiftBounds(shift, timeZone);
  const at = now.getTime();
  if (at < start) return 'before';
  return at < end ? 'started' : 'ended';
}

/**
 * Whether a shift without a guard can still be offered, taken or assigned at `now`: until it
 * ends. A shift that started without a guard (a no-show, a late call-out, a guard who left, one
 * never filled) is the one that needs a guard most.
 */
export function canStillBeFilled(shift: ShiftTimes, now: Date, timeZone: string): boolean {
  return shiftPhase(shift, now, timeZone) !== 'ended';
}

/** The browser's or the server's own time zone (IANA name): the company's on the server. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The instant of the next `time` (HH:MM, wall clock in `timeZone`) from `now`: today's when it is
 * not more than a minute past, else tomorrow's ('arriving by 00:30' said at 23:50).
 */
export function nextWallClock(time: string, now: Date, timeZone: string): Date {
  const today = wallClockOf(now, timeZone).date;
  const sameDay = wallClock(today, time, timeZone);
  return sameDay.getTime() >= now.getTime() - 60_000
    ? sameDay
    : wallClock(addDays(today, 1), time, timeZone);
}

/**
 * The instant of the last `time` (HH:MM, wall clock in `timeZone`) up to `now`: today's when it
 * is not more than a minute ahead, else yesterday's ('left at 23:50' said at 00:10).
 */
export function lastWallClock(time: string, now: Date, timeZone: string): Date {
  const today = wallClockOf(now, timeZone).date;
  const sameDay = wallClock(today, time, timeZone);
  return sameDay.getTime() <= now.getTime() + 60_000
    ? sameDay
    : wallClock(addDays(today, -1), time, timeZone);
}
