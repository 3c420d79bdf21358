import { addDays, isSupportedYear, localIsoDate, pad } from './calendar.js';

/** A calendar month written yyyy-MM, as in the dashboard's ?month= and the API's month query. */
export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** True for a month written yyyy-MM, from 01 to 12, in the years CoverDesk accepts (calendar.ts). */
export function isMonth(value: string): boolean {
  return MONTH.test(value) && isSupportedYear(Number(value.slice(0, 4)));
}

function parts(month: string): [number, number] {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  return [Number(match[1]), Number(match[2])];
}

/** The browser's local month of a moment (dates carry no time zone, DECISIONS.md). */
export function monthOf(moment: Date): string {
  return localIsoDate(moment).slice(0, 7);
}

/** The month `delta` months after (or before, when negative) the given one. */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = parts(month);
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** First and last calendar date of a month, yyyy-MM-dd, for a `date BETWEEN` query. */
export function monthRange(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: addDays(`${shiftMonth(month, 1)}-01`, -1) };
}

/** 'November 2026': the dashboard's month title. */
export function monthTitle(month: string): string {
  const [year, monthNumber] = parts(month);
  return `${MONTH_NAMES[monthNumber - 1] ?? ''} ${String(year)}`;
}
