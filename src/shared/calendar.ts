/**
 * Calendar dates (yyyy-MM-dd) and times (HH:MM) as text, with no time zone (DECISIONS.md). The
 * arithmetic runs on UTC days, so it gives the same answer in every zone and across daylight saving.
 */

const MS_PER_DAY = 86_400_000;

/**
 * The years CoverDesk accepts in any date, month or week it is sent (issue #29). Within them a
 * date is always written with four digits, so dates compare and sort as text; outside them the
 * arithmetic below would write years like '+010000' that do not.
 */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2099;
export const FIRST_DATE = '2000-01-01';
export const LAST_DATE = '2099-12-31';
/** What a date outside FIRST_DATE..LAST_DATE is told. */
export const DATE_RANGE_MESSAGE = `Dates must be from ${FIRST_DATE} to ${LAST_DATE}`;

/** A number zero-padded to `width` digits: pad(7) is '07', pad(987, 4) is '0987'. */
export function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** yyyy-MM-dd from its parts (month 1–12), not checked; see isIsoDate. */
export function isoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The UTC midnight of a date's parts; unlike Date.UTC, years 0–99 are not taken as 1900–1999. */
function utcMilliseconds(year: number, month: number, day: number): number {
  return new Date(0).setUTCFullYear(year, month - 1, day);
}

/** True for a real calendar date written yyyy-MM-dd (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(utcMilliseconds(year, month, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** True for a year CoverDesk accepts (FIRST_YEAR to LAST_YEAR). */
export function isSupportedYear(year: number): boolean {
  return Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR;
}

/** True for a real date written yyyy-MM-dd within FIRST_DATE..LAST_DATE. */
export function isSupportedDate(value: string): boolean {
  return isIsoDate(value) && isSupportedYear(Number(value.slice(0, 4)));
}

/** The local calendar date of a moment, as the browser's 'today' (DECISIONS.md). */
export function localIsoDate(moment: Date): string {
  return isoDate(moment.getFullYear(), moment.getMonth() + 1, moment.getDate());
}

/** Days from 1970-01-01 to a yyyy-MM-dd date; the difference of two is their distance in days. */
export function dayNumber(iso: string): number {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return Math.round(utcMilliseconds(year, month, day) / MS_PER_DAY);
}

/** Days from `from` to `to`, both counted (zero or less when `to` comes first). */
export function daysInRange(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** The date `days` after a yyyy-MM-dd date (before it when negative). */
export function addDays(iso: string, days: number): string {
  return new Date((dayNumber(iso) + days) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The weekday of a yyyy-MM-dd date: 0 for Sunday to 6 for Saturday. */
export function weekdayOf(iso: string): number {
  // 1970-01-01 was a Thursday.
  return (((dayNumber(iso) + 4) % 7) + 7) % 7;
}

/** Minutes from midnight to an HH:MM time. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}
