/**
 * Calendar dates (yyyy-MM-dd) and times (HH:MM) as text, with no time zone (DECISIONS.md). The
 * arithmetic runs on UTC days, so it gives the same answer in every zone and across daylight saving.
 */

const MS_PER_DAY = 86_400_000;

/** A number zero-padded to `width` digits: pad(7) is '07', pad(987, 4) is '0987'. */
export function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** yyyy-MM-dd from its parts (month 1–12), not checked; see isIsoDate. */
export function isoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** True for a real calendar date written yyyy-MM-dd (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The local calendar date of a moment, as the browser's 'today' (DECISIONS.md). */
export function localIsoDate(moment: Date): string {
  return isoDate(moment.getFullYear(), moment.getMonth() + 1, moment.getDate());
}

/** Days from 1970-01-01 to a yyyy-MM-dd date; the difference of two is their distance in days. */
export function dayNumber(iso: string): number {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);
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
