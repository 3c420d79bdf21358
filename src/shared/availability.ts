import { z } from 'zod';
import type { WeeklyUnavailability } from './availability-rules.js';
import { minutesOf } from './calendar.js';
import { WEEKDAYS_SHORT } from './date-format.js';
import { timeRangeText } from './rule-text.js';

/**
 * The hours of the week a guard cannot work (issue #32), as the API sends and takes them:
 * GET/PUT /api/my/availability for the guard, /api/guards/:id/availability for the office. A
 * time is read as availability-rules.ts reads it: a `to` at or before `from` runs into the next
 * day (Fri 22:00–06:00 ends Saturday morning).
 */

/** At most this many times a week: a guard sets a few, not a timetable. */
export const AVAILABILITY_MAX_WINDOWS = 50;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const WEEKDAY = 'Pick a day of the week';
const SAME_TIMES = 'The end must differ from the start';
export const TOO_MANY_WINDOWS = `At most ${String(AVAILABILITY_MAX_WINDOWS)} times a week`;

const time = (label: string) =>
  z.string(`${label} must be HH:MM`).regex(TIME, `${label} must be HH:MM`);

/** One time of the week: the day it starts on (0 = Sunday … 6 = Saturday) and HH:MM times. */
export const UnavailableWindowSchema = z
  .object({
    weekday: z.literal([0, 1, 2, 3, 4, 5, 6], WEEKDAY),
    from: time('From'),
    to: time('To'),
  })
  .refine(({ from, to }) => from !== to, { message: SAME_TIMES, path: ['to'] });

/** A guard's times, the whole set (PUT replaces it); answered in week order. */
export const AvailabilitySchema = z.object({
  windows: z.array(UnavailableWindowSchema).max(AVAILABILITY_MAX_WINDOWS, TOO_MANY_WINDOWS),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** The same set, each time once, in week order: Sunday first, then by the start. */
export function sortedWindows(windows: readonly WeeklyUnavailability[]): WeeklyUnavailability[] {
  const seen = new Set<string>();
  return windows
    .filter((window) => {
      const key = windowKey(window);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(
      (a, b) =>
        a.weekday - b.weekday ||
        minutesOf(a.from) - minutesOf(b.from) ||
        minutesOf(a.to) - minutesOf(b.to),
    );
}

/** One key per distinct time, 'Sat 06:00-14:00'. */
export function windowKey({ weekday, from, to }: WeeklyUnavailability): string {
  return `${String(weekday)} ${from}-${to}`;
}

/** 'Sat 06:00–14:00', and 'Fri 22:00–06:00 (next day)' for a time that runs past midnight. */
export function windowText({ weekday, from, to }: WeeklyUnavailability): string {
  const overnight = minutesOf(to) <= minutesOf(from) ? ' (next day)' : '';
  return `${WEEKDAYS_SHORT[weekday]} ${timeRangeText(from, to)}${overnight}`;
}

/** The set as one line of words for the audit trail: 'Sat 06:00–14:00, Sun 08:00–12:00', or 'None'. */
export function windowsText(windows: readonly WeeklyUnavailability[]): string {
  return windows.length === 0 ? 'None' : sortedWindows(windows).map(windowText).join(', ');
}
