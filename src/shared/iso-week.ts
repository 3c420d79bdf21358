import { addDays, dayNumber, isoDate, isSupportedYear, pad, weekdayOf } from './calendar.js';
import { formatMonthDay } from './date-format.js';

/**
 * ISO 8601 weeks (the week board's `?week=YYYY-Www`): weeks start on Monday, and week 1 of a
 * year is the one holding its first Thursday (so 4 January). Dates are calendar dates, as in
 * calendar.ts, with no time zone.
 */

/** A week written YYYY-Www, e.g. 2026-W48 (not checked for the year's number of weeks). */
export const WEEK = /^(\d{4})-W(\d{2})$/;

const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The Monday on or before a yyyy-MM-dd date. */
export function mondayOf(iso: string): string {
  return addDays(iso, -((weekdayOf(iso) + 6) % 7));
}

/** The Monday of week 1 of an ISO week-year. */
function firstMonday(year: number): string {
  return mondayOf(isoDate(year, 1, 4));
}

/** How many ISO weeks a year has: 52, or 53 when 28 December falls in week 53. */
export function weeksInYear(year: number): number {
  return isoWeekOf(isoDate(year, 12, 28)).endsWith('53') ? 53 : 52;
}

/** The ISO week (YYYY-Www) holding a yyyy-MM-dd date; early January may be last year's week. */
export function isoWeekOf(iso: string): string {
  // The week belongs to the year of its Thursday.
  const thursday = addDays(mondayOf(iso), 3);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor((dayNumber(thursday) - dayNumber(firstMonday(year))) / 7) + 1;
  return `${pad(year, 4)}-W${pad(week)}`;
}

/**
 * The year and week number of a week written YYYY-Www, or null when it is not a real week of a
 * year CoverDesk accepts (calendar.ts).
 */
export function parseIsoWeek(value: string): { year: number; week: number } | null {
  const match = WEEK.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  if (!isSupportedYear(year) || week < 1 || week > weeksInYear(year)) return null;
  return { year, week };
}

/** True for a real ISO week written YYYY-Www in 2000–2099 (2026-W53 is not: 2026 has 52 weeks). */
export function isIsoWeek(value: string): boolean {
  return parseIsoWeek(value) !== null;
}

/** The Monday of a week written YYYY-Www; throws for a week that is not one. */
export function weekMonday(week: string): string {
  const parsed = parseIsoWeek(week);
  if (!parsed) throw new RangeError(`Not an ISO week: ${week}`);
  return addDays(firstMonday(parsed.year), (parsed.week - 1) * 7);
}

/** The 7 dates of a week, Monday first. */
export function weekDays(week: string): string[] {
  const monday = weekMonday(week);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The week `delta` weeks after (before, when negative) the given one. */
export function shiftWeek(week: string, delta: number): string {
  return isoWeekOf(addDays(weekMonday(week), delta * 7));
}

/** 'Mon' … 'Sun' for the days of a week, Monday first (index 0 to 6). */
export function weekdayName(index: number): string {
  return WEEKDAY_NAMES[index] ?? '';
}

/**
 * The week's title: 'Nov 23 – 29, 2026', 'Nov 30 – Dec 6, 2026', or across a new year
 * 'Dec 28, 2026 – Jan 3, 2027'.
 */
export function weekTitle(week: string): string {
  const first = weekMonday(week);
  const last = addDays(first, 6);
  const firstYear = first.slice(0, 4);
  const lastYear = last.slice(0, 4);
  if (firstYear !== lastYear) {
    return `${formatMonthDay(first)}, ${firstYear} – ${formatMonthDay(last)}, ${lastYear}`;
  }
  const end =
    first.slice(5, 7) === last.slice(5, 7)
      ? String(Number(last.slice(8, 10)))
      : formatMonthDay(last);
  return `${formatMonthDay(first)} – ${end}, ${lastYear}`;
}
