import { formatMonthDay } from './date-format.js';

/**
 * The words of the assignment rules' messages (issue #32): hours with at most one decimal, dates
 * as the app writes a month and day (date-format.ts), times as HH:MM.
 */

/**
 * Minutes as hours with at most one decimal ('8', '5.5'). `round` says which way: 'down' for rest
 * (7 h 59 min is '7.9', never the '8' it is short of), 'up' for overtime (a minute is '0.1').
 */
export function hoursText(minutes: number, round: 'nearest' | 'down' | 'up' = 'nearest'): string {
  // Tenths of an hour are 6 minutes: dividing whole minutes by 6 keeps the rounding exact.
  const tenths = minutes / 6;
  const rounded =
    round === 'down' ? Math.floor(tenths) : round === 'up' ? Math.ceil(tenths) : Math.round(tenths);
  return String(rounded / 10);
}

/** 'Nov 20', with the year when it is not the year of `shiftDate` ('Dec 31, 2025'). */
export function dateText(date: string, shiftDate: string): string {
  const day = formatMonthDay(date);
  return date.slice(0, 4) === shiftDate.slice(0, 4) ? day : `${day}, ${date.slice(0, 4)}`;
}

/** 'Nov 28' for one date, 'Nov 28–Nov 30' for a range. */
export function dateRangeText(from: string, to: string, shiftDate: string): string {
  return from === to
    ? dateText(from, shiftDate)
    : `${dateText(from, shiftDate)}\u2013${dateText(to, shiftDate)}`;
}

/** '22:00–06:00' (stored times may carry seconds). */
export function timeRangeText(from: string, to: string): string {
  return `${from.slice(0, 5)}\u2013${to.slice(0, 5)}`;
}
