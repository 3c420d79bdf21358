import { localIsoDate, pad, weekdayOf } from './calendar.js';

/**
 * How CoverDesk shows dates to people (issue #31): one format in text, one in fields, from here.
 *
 * - In text, a calendar date (yyyy-MM-dd) reads 'Sun, Nov 29', with the year when it is not this
 *   year ('Mon, Jan 4, 2027'): `formatDate`. A moment (an ISO timestamp) adds its time in the
 *   reader's zone, 'Sun, Nov 29, 9:04 AM': `formatDateTime`, or only '9:04 AM': `formatTime`.
 * - In a field the office types a date into, and in the text that echoes such a field: MM/DD/YYYY
 *   (spec section 5): `formatDateField`.
 *
 * Two formats the spec fixes stay as it says: the dashboard month dialog's rows, '11-29-2026' and
 * 'Sun' (spec sections 2 and 9, `formatMonthRowDate`), and Messenger's timestamps (spec section 9,
 * client/features/messenger/chat-format.ts). Stored dates and queries stay yyyy-MM-dd.
 */

/** Short weekday names, Sunday first (as `weekdayOf` counts). */
export const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Full weekday names, Sunday first (as `weekdayOf` and date-fns count). */
export const WEEKDAYS_LONG = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Short month names, January first. */
export const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** 'Nov 29': a date's month and day, for a column or an axis that names the weekday apart. */
export function formatMonthDay(iso: string): string {
  const month = Number(iso.slice(5, 7));
  return `${MONTHS_SHORT[month - 1] ?? ''} ${String(Number(iso.slice(8, 10)))}`;
}

/**
 * A calendar date in text: 'Sun, Nov 29', or 'Mon, Jan 4, 2027' outside the year of `today`
 * (yyyy-MM-dd; the local date by default: the browser's on screen, the server's in its texts).
 */
export function formatDate(iso: string, today: string = localIsoDate(new Date())): string {
  const day = `${WEEKDAYS_SHORT[weekdayOf(iso)] ?? ''}, ${formatMonthDay(iso)}`;
  return iso.slice(0, 4) === today.slice(0, 4) ? day : `${day}, ${iso.slice(0, 4)}`;
}

/** A calendar date as a date field holds it: MM/DD/YYYY (spec section 5). */
export function formatDateField(iso: string): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/** The dashboard month dialog's rows only: MM-dd-yyyy and the weekday (spec sections 2 and 9). */
export function formatMonthRowDate(iso: string): { date: string; weekday: string } {
  const [year = '', month = '', day = ''] = iso.split('-');
  return { date: `${month}-${day}-${year}`, weekday: WEEKDAYS_SHORT[weekdayOf(iso)] ?? '' };
}

/** A moment's time of day in the reader's zone: '9:04 AM'. */
export function formatTime(at: string | Date): string {
  const moment = new Date(at);
  const hours = moment.getHours();
  return `${String(hours % 12 || 12)}:${pad(moment.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A moment's time of day in the reader's zone, 24-hour as shift times are: '05:57'. */
export function formatClock(at: string | Date): string {
  const moment = new Date(at);
  return `${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/**
 * A moment in text, in the reader's zone: 'Sun, Nov 29, 9:04 AM' (the year as in formatDate,
 * against the year of `now`).
 */
export function formatDateTime(at: string | Date, now: Date = new Date()): string {
  const moment = new Date(at);
  return `${formatDate(localIsoDate(moment), localIsoDate(now))}, ${formatTime(moment)}`;
}
