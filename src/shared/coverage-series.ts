import { z } from 'zod';
import { addDays, isIsoDate, pad } from './calendar.js';
import { CoverageInputSchema, REQUIRED_FIELDS } from './coverage-requests.js';
import { dateSchema } from './date-schemas.js';

/**
 * Repeating shifts (issue #22): one Add Coverage makes a request on each chosen weekday up to an
 * end date, ordinary requests tied by a series id. This file holds what needs no recurrence
 * library (the schemas, limits and labels); series-dates.ts computes the dates with rrule.
 */

/** The weekdays as RFC 5545 names them, Monday first (the order of the toggle buttons). */
export const SERIES_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type SeriesWeekday = (typeof SERIES_WEEKDAYS)[number];

/** Each weekday's short and full name, for the toggle buttons and their accessible names. */
export const WEEKDAY_NAMES: Record<SeriesWeekday, { short: string; long: string }> = {
  MO: { short: 'Mon', long: 'Monday' },
  TU: { short: 'Tue', long: 'Tuesday' },
  WE: { short: 'Wed', long: 'Wednesday' },
  TH: { short: 'Thu', long: 'Thursday' },
  FR: { short: 'Fri', long: 'Friday' },
  SA: { short: 'Sat', long: 'Saturday' },
  SU: { short: 'Sun', long: 'Sunday' },
};

/** The weekday of a yyyy-MM-dd date by its RFC 5545 name (`weekdayOf` counts from Sunday). */
export const SUNDAY_FIRST: readonly SeriesWeekday[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** A year of every day, leap day included: no series makes more. */
export const SERIES_MAX_SHIFTS = 366;

export const SERIES_MESSAGES = {
  noWeekday: 'Choose at least one weekday to repeat on',
  endsBefore: 'The repeat must end on or after the first date',
  tooLong: 'A repeat can run for at most a year',
  noDates: 'None of the chosen weekdays falls between the first and end dates',
  tooMany: `A repeat makes at most ${String(SERIES_MAX_SHIFTS)} shifts`,
  realDate: 'Repeat until must be a real date (yyyy-MM-dd)',
} as const;

/**
 * The last end date a series starting on `firstDate` may have: the day before the same date a
 * year later (a 29 February starts a year that ends on 27 February), so a series spans a year
 * at most.
 */
export function lastSeriesDate(firstDate: string): string {
  const [year = 0, month = 1, day = 1] = firstDate.split('-').map(Number);
  const sameDay = `${pad(year + 1, 4)}-${pad(month)}-${pad(day)}`;
  const yearLater = isIsoDate(sameDay) ? sameDay : `${pad(year + 1, 4)}-${pad(month)}-28`;
  return addDays(yearLater, -1);
}

/** How a series repeats: weekly on these weekdays until this date (included). */
export const SeriesRepeatSchema = z.object({
  weekdays: z
    .array(z.enum(SERIES_WEEKDAYS, SERIES_MESSAGES.noWeekday), SERIES_MESSAGES.noWeekday)
    .min(1, SERIES_MESSAGES.noWeekday)
    .max(7, SERIES_MESSAGES.noWeekday)
    .transform((days) => SERIES_WEEKDAYS.filter((day) => days.includes(day))),
  until: z
    .string(REQUIRED_FIELDS)
    .min(1, { message: REQUIRED_FIELDS, abort: true })
    .pipe(dateSchema(SERIES_MESSAGES.realDate)),
});

/**
 * Body of POST /api/coverage/series: an ordinary request's fields (its date is the first date)
 * and how it repeats. The end date's bounds are checked here; the count of dates, which takes
 * the recurrence library, where the series is saved (seriesProblem).
 */
export const CoverageSeriesInputSchema = CoverageInputSchema.extend({
  repeat: SeriesRepeatSchema,
}).superRefine((value, context) => {
  const { date, repeat } = value;
  if (repeat.until < date) {
    context.addIssue({
      code: 'custom',
      path: ['repeat', 'until'],
      message: SERIES_MESSAGES.endsBefore,
    });
  } else if (repeat.until > lastSeriesDate(date)) {
    context.addIssue({
      code: 'custom',
      path: ['repeat', 'until'],
      message: SERIES_MESSAGES.tooLong,
    });
  }
});
export type CoverageSeriesInput = z.input<typeof CoverageSeriesInputSchema>;
export type CoverageSeriesValues = z.output<typeof CoverageSeriesInputSchema>;

/** The answer to a new series: its id and how many requests it made, first and last date. */
export const CoverageSeriesCreatedSchema = z.object({
  seriesId: z.string(),
  created: z.number(),
  firstDate: z.string(),
  lastDate: z.string(),
});
export type CoverageSeriesCreated = z.infer<typeof CoverageSeriesCreatedSchema>;

/** The answer to an edit or delete of a request and the following ones of its series. */
export const SeriesChangeSchema = z.object({
  /** How many requests were changed or deleted, the one asked about included. */
  count: z.number(),
});
export type SeriesChange = z.infer<typeof SeriesChangeSchema>;
