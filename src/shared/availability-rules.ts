import type { Day } from 'date-fns';
import type { Warning } from './assignment-findings.js';
import { addDays, weekdayOf } from './calendar.js';
import { WEEKDAYS_SHORT } from './date-format.js';
import { timeRangeText } from './rule-text.js';
import { type PlacedShift, shiftDates, shiftSpan, spansOverlap } from './shift-span.js';

/**
 * The hours of the week a guard cannot work (issue #32), set on their phone: a weekday and HH:MM
 * times in the company's time zone, read as a shift is (shift-span.ts): a `to` at or before `from`
 * runs into the next day, so Fri 22:00–06:00 ends on Saturday morning. A shift that shares any
 * time with one is a warning (the office may still ask them), 'Unavailable Sat 06:00–14:00'. A
 * whole-day shift has no hours, so any such time on its date is a warning.
 */
export interface WeeklyUnavailability {
  /** The day the time starts on, 0 = Sunday … 6 = Saturday. */
  weekday: Day;
  from: string;
  to: string;
}

/** The warnings of a guard's weekly unavailability for a shift, one per time it meets. */
export function unavailabilityWarnings(
  unavailable: readonly WeeklyUnavailability[],
  shift: PlacedShift,
): Warning[] {
  if (unavailable.length === 0) return [];
  const { span, dates, timeZone } = shift;
  // A time starting the day before may run into the shift; so may one on any date it is worked.
  // Index 0 is the day before, then the shift's dates; `first` is the weekday of the day before.
  const first = (weekdayOf(shift.date) + 6) % 7;
  const messages = new Set<string>();
  for (const window of unavailable) {
    for (let index = 0; index <= dates.length; index += 1) {
      if ((first + index) % 7 !== window.weekday) continue;
      const date = index === 0 ? addDays(shift.date, -1) : (dates[index - 1] ?? shift.date);
      const times = { date, startTime: window.from, endTime: window.to };
      const windowSpan = shiftSpan(times, timeZone);
      const meets =
        span && windowSpan
          ? spansOverlap(span, windowSpan)
          : shiftDates(times).some((day) => dates.includes(day));
      if (meets) {
        messages.add(
          `Unavailable ${WEEKDAYS_SHORT[window.weekday]} ${timeRangeText(window.from, window.to)}`,
        );
      }
    }
  }
  return [...messages].map((message) => ({ rule: 'unavailable', message }));
}
