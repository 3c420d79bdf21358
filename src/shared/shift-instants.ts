import { TZDate } from '@date-fns/tz';
import { addDays, minutesOf } from './calendar.js';

/** A shift as a calendar event: instants for timed ones, the date alone without times. */
export type ShiftInstants =
  { allDay: false; start: Date; end: Date } | { allDay: true; date: string };

/**
 * When a shift (a date and HH:MM times, as the office writes them in the company's time zone)
 * starts and ends. A shift that ends at or before its start time ends the next day (overnight);
 * one without both times is a whole day. Across a daylight-saving change the wall-clock times
 * hold: 22:00–06:00 on the night the clocks go back lasts nine hours.
 */
export function shiftInstants(
  shift: { date: string; startTime: string | null; endTime: string | null },
  timeZone: string,
): ShiftInstants {
  const { date, startTime, endTime } = shift;
  if (!startTime || !endTime) return { allDay: true, date };
  const endDate = minutesOf(endTime) <= minutesOf(startTime) ? addDays(date, 1) : date;
  return {
    allDay: false,
    start: wallClock(date, startTime, timeZone),
    end: wallClock(endDate, endTime, timeZone),
  };
}

/** The instant of a wall-clock date and HH:MM time in a time zone (IANA name). */
export function wallClock(date: string, time: string, timeZone: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const minutes = minutesOf(time);
  return new Date(
    new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, timeZone).getTime(),
  );
}
