import { z } from 'zod';
import { DATE_RANGE_MESSAGE, isIsoDate, isSupportedDate, isSupportedYear } from './calendar.js';
import { isIsoWeek, WEEK } from './iso-week.js';
import { MONTH } from './month.js';

/**
 * A date the API is sent, yyyy-MM-dd: `message` when it is not a real date, and
 * DATE_RANGE_MESSAGE when it is one outside the years CoverDesk accepts (calendar.ts).
 */
export function dateSchema(message: string) {
  return z
    .string(message)
    .refine(isIsoDate, { message, abort: true })
    .refine(isSupportedDate, DATE_RANGE_MESSAGE);
}

const MONTH_FORMAT = 'Month must be written YYYY-MM';

/** The API's month query, yyyy-MM, in the accepted years. */
export const MonthSchema = z
  .string(MONTH_FORMAT)
  .regex(MONTH, { message: MONTH_FORMAT, abort: true })
  .refine((month) => isSupportedYear(Number(month.slice(0, 4))), DATE_RANGE_MESSAGE);

const WEEK_FORMAT = 'Week must be a real ISO week, written YYYY-Www (e.g. 2026-W48)';
const WEEK_RANGE = 'Weeks must be in the years 2000 to 2099';

/** An ISO week, YYYY-Www (Monday first), of an accepted year (iso-week.ts). */
export const WeekSchema = z
  .string(WEEK_FORMAT)
  .regex(WEEK, { message: WEEK_FORMAT, abort: true })
  .refine((week) => isSupportedYear(Number(week.slice(0, 4))), { message: WEEK_RANGE, abort: true })
  .refine(isIsoWeek, WEEK_FORMAT);
