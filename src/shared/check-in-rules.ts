import { TZDate } from '@date-fns/tz';
import { addDays, isoDate, pad } from './calendar.js';
import { dateText } from './rule-text.js';
import { shiftSpan, type ShiftTimes } from './shift-span.js';

/**
 * When a guard may check in and out of a shift from their phone (issue #33). Times are the
 * shift's wall-clock times in the company's time zone (shift-span.ts), so an overnight shift ends
 * the next day and a night the clocks change lasts its real seven or nine hours. Each window
 * includes its opening instant and excludes its closing one.
 *
 * - Check-in opens CHECK_IN_OPENS_BEFORE_MINUTES (30) before the start and closes at the end.
 * - Check-out is open from the check-in until CHECK_OUT_CLOSES_AFTER_MINUTES (4 hours) after the
 *   end: a guard held over, or who forgot and remembers on the bus, can still check out; later
 *   than that the office resolves it on the timesheet.
 * - A whole-day shift (no times) has no start to be early for: its window is its date in the zone,
 *   from 00:00 to the next 00:00, with no early opening.
 */

/** Minutes before a shift's start that check-in opens. */
export const CHECK_IN_OPENS_BEFORE_MINUTES = 30;
/** Minutes after a shift's end that check-out stays open. */
export const CHECK_OUT_CLOSES_AFTER_MINUTES = 240;

const MS_PER_MINUTE = 60_000;

/** A shift's instants for check-in and check-out. */
export interface CheckInWindow {
  /** The shift's start (for a whole-day shift, 00:00 of its date in the zone). */
  start: Date;
  /** The shift's end (for a whole-day shift, 00:00 of the next date); never before the start. */
  end: Date;
  /** True for a whole-day shift. */
  allDay: boolean;
  /** The first instant a guard may check in. */
  opensAt: Date;
  /** The instant check-in closes: the end. */
  closesAt: Date;
  /** The instant check-out closes. */
  checkOutClosesAt: Date;
}

/** The instant a date begins in a time zone (00:00, or the first minute after a skipped one). */
function startOfDate(date: string, timeZone: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new TZDate(year, month - 1, day, 0, 0, timeZone).getTime();
}

/** A shift's span in epoch milliseconds; a whole-day shift spans its date in the zone. */
export function shiftBounds(
  shift: ShiftTimes,
  timeZone: string,
): { start: number; end: number; allDay: boolean } {
  const span = shiftSpan(shift, timeZone);
  if (span) return { start: span.start, end: span.end, allDay: false };
  return {
    start: startOfDate(shift.date, timeZone),
    end: startOfDate(addDays(shift.date, 1), timeZone),
    allDay: true,
  };
}

/** When check-in opens and closes for a shift, and when check-out closes. */
export function checkInWindow(shift: ShiftTimes, timeZone: string): CheckInWindow {
  const { start, end, allDay } = shiftBounds(shift, timeZone);
  const early = allDay ? 0 : CHECK_IN_OPENS_BEFORE_MINUTES * MS_PER_MINUTE;
  return {
    start: new Date(start),
    end: new Date(end),
    allDay,
    opensAt: new Date(start - early),
    closesAt: new Date(end),
    checkOutClosesAt: new Date(end + CHECK_OUT_CLOSES_AFTER_MINUTES * MS_PER_MINUTE),
  };
}

/** Whether a check-in or check-out is taken now, and if not, why, in words for the guard. */
export type CheckDecision =
  | { allowed: true }
  | { allowed: false; code: 'not-open' | 'ended' | 'not-checked-in' | 'closed'; reason: string };

/** The date and HH:MM of an instant in a time zone. */
export function wallClockOf(at: Date, timeZone: string): { date: string; time: string } {
  const moment = new TZDate(at.getTime(), timeZone);
  return {
    date: isoDate(moment.getFullYear(), moment.getMonth() + 1, moment.getDate()),
    time: `${pad(moment.getHours())}:${pad(moment.getMinutes())}`,
  };
}

/** 'at 05:30' on the same date as now in the zone, 'Nov 28 at 05:30' on another. */
function whenText(at: Date, now: Date, timeZone: string): string {
  const then = wallClockOf(at, timeZone);
  const today = wallClockOf(now, timeZone).date;
  return then.date === today ? `at ${then.time}` : `${dateText(then.date, today)} at ${then.time}`;
}

/**
 * Whether a guard may check in to a shift at `now`: from opensAt until the end. Before, 'Check-in
 * opens at 05:30' (with the date when it is not today in the zone); from the end, 'This shift has
 * ended'.
 */
export function canCheckIn(shift: ShiftTimes, now: Date, timeZone: string): CheckDecision {
  const window = checkInWindow(shift, timeZone);
  if (now.getTime() < window.opensAt.getTime()) {
    return {
      allowed: false,
      code: 'not-open',
      reason: `Check-in opens ${whenText(window.opensAt, now, timeZone)}`,
    };
  }
  if (now.getTime() >= window.closesAt.getTime()) {
    return { allowed: false, code: 'ended', reason: 'This shift has ended' };
  }
  return { allowed: true };
}

/**
 * Whether a guard may check out of a shift at `now`, having checked in at `checkedInAt` (null
 * when they have not): from the check-in until checkOutClosesAt. Without a check-in, 'Check in
 * first'; after, 'Check-out closed at 10:00: ask the office to record your hours'.
 */
export function canCheckOut(
  shift: ShiftTimes,
  checkedInAt: Date | null,
  now: Date,
  timeZone: string,
): CheckDecision {
  if (!checkedInAt || now.getTime() < checkedInAt.getTime()) {
    return { allowed: false, code: 'not-checked-in', reason: 'Check in first' };
  }
  const { checkOutClosesAt } = checkInWindow(shift, timeZone);
  if (now.getTime() >= checkOutClosesAt.getTime()) {
    return {
      allowed: false,
      code: 'closed',
      reason: `Check-out closed ${whenText(checkOutClosesAt, now, timeZone)}: ask the office to record your hours`,
    };
  }
  return { allowed: true };
}
