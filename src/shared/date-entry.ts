import { FIRST_YEAR, isIsoDate, isoDate, isSupportedYear, LAST_YEAR, pad } from './calendar.js';

/** The outcome of reading what a person typed: a value, or a message saying why not. */
export type EntryResult<T> = { ok: true; value: T } | { ok: false; error: string };

export const INVALID_DATE = 'Enter a real date as MM/DD/YYYY';
export const INVALID_TIME = 'Enter a time as HH:MM (24-hour)';
export const DATE_OUT_OF_RANGE = `Enter a date from 01/01/${String(FIRST_YEAR)} to 12/31/${String(LAST_YEAR)}`;

function calendarDate(month: number, day: number, year: number): EntryResult<string> {
  const iso = isoDate(year, month, day);
  if (year < 1000 || !isIsoDate(iso)) return { ok: false, error: INVALID_DATE };
  return isSupportedYear(year) ? { ok: true, value: iso } : { ok: false, error: DATE_OUT_OF_RANGE };
}

/**
 * Reads a date typed in the add form (spec section 5) and returns it as yyyy-MM-dd.
 * Accepts MM/DD/YYYY (one-digit month and day too, `-` or `.` as separators, MM/DD for this year)
 * and compact digits: 3 = MDD and 4 = MMDD in the current year, 5 = MDDYY, 6 = MMDDYY (20YY),
 * 8 = MMDDYYYY. Anything else, or a day the calendar lacks, is a clear rejection, never an exception.
 */
export function parseDateEntry(text: string, today: Date): EntryResult<string> {
  const input = text.trim();
  const currentYear = today.getFullYear();
  if (/^\d+$/.test(input)) {
    const digits = input;
    const n = (from: number, to: number) => Number(digits.slice(from, to));
    switch (digits.length) {
      case 3:
        return calendarDate(n(0, 1), n(1, 3), currentYear);
      case 4:
        return calendarDate(n(0, 2), n(2, 4), currentYear);
      case 5:
        return calendarDate(n(0, 1), n(1, 3), 2000 + n(3, 5));
      case 6:
        return calendarDate(n(0, 2), n(2, 4), 2000 + n(4, 6));
      case 8:
        return calendarDate(n(0, 2), n(2, 4), n(4, 8));
      default:
        return { ok: false, error: INVALID_DATE };
    }
  }
  const match = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{4}|\d{2}))?$/.exec(input);
  if (!match) return { ok: false, error: INVALID_DATE };
  const [, month, day, year] = match;
  const fullYear =
    year === undefined ? currentYear : year.length === 2 ? 2000 + Number(year) : Number(year);
  return calendarDate(Number(month), Number(day), fullYear);
}

/** Keeps only what a time field may hold: digits and colons, at most 5 characters. */
export function sanitizeTimeInput(text: string): string {
  return text.replace(/[^\d:]/g, '').slice(0, 5);
}

/**
 * Reads a typed time: HMM or HHMM (digits only) or H:MM / HH:MM, returned as HH:MM (00:00–23:59).
 */
export function parseTimeEntry(text: string): EntryResult<string> {
  const input = text.trim();
  const match = /^(\d{1,2}):(\d{2})$/.exec(input) ?? /^(\d{1,2})(\d{2})$/.exec(input);
  if (!match || (input.length < 3 && !input.includes(':')))
    return { ok: false, error: INVALID_TIME };
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return { ok: false, error: INVALID_TIME };
  return { ok: true, value: `${pad(hours)}:${pad(minutes)}` };
}

/**
 * True once a typed time cannot grow into another valid one, so the form may move focus from the
 * start time to the end time without waiting for Tab: HHMM, H:MM or HH:MM, and three digits
 * that no fourth could extend (830 is 08:30: 83 is no hour; 123 waits, it may become 12:30).
 */
export function isTimeEntryComplete(text: string): boolean {
  if (!parseTimeEntry(text).ok) return false;
  if (/^\d{4}$/.test(text) || /^\d{1,2}:\d{2}$/.test(text)) return true;
  const threeDigits = /^(\d{2})(\d)$/.exec(text);
  return threeDigits !== null && (Number(threeDigits[1]) > 23 || Number(threeDigits[2]) > 5);
}
