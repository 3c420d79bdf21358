import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localIsoDate, weekdayOf } from './calendar.js';
import { parseDateEntry } from './date-entry.js';
import {
  formatDate,
  formatDateField,
  formatDateTime,
  formatMonthDay,
  formatMonthRowDate,
  formatTime,
  WEEKDAYS_SHORT,
} from './date-format.js';
import { realDate } from './test/arbitraries.js';

const TODAY = '2026-11-22';

describe('formatDate: the one date format in text', () => {
  it('writes the weekday, month and day, and the year only outside this year', () => {
    expect(formatDate('2026-11-29', TODAY)).toBe('Sun, Nov 29');
    expect(formatDate('2026-01-04', TODAY)).toBe('Sun, Jan 4');
    expect(formatDate('2027-01-04', TODAY)).toBe('Mon, Jan 4, 2027');
    expect(formatDate('2025-12-31', TODAY)).toBe('Wed, Dec 31, 2025');
    expect(formatDate('2028-02-29', TODAY)).toBe('Tue, Feb 29, 2028');
  });

  it('reads this year from the local date by default', () => {
    const today = localIsoDate(new Date());
    expect(formatDate(today)).toBe(formatDate(today, today));
    expect(formatDate(today)).not.toMatch(/\d{4}/);
  });

  it('names the right weekday and day for any date', () => {
    fc.assert(
      fc.property(realDate, (iso) => {
        const shown = formatDate(iso, TODAY);
        expect(shown.startsWith(`${WEEKDAYS_SHORT[weekdayOf(iso)] ?? '?'}, `)).toBe(true);
        expect(shown).toContain(` ${String(Number(iso.slice(8, 10)))}`);
        expect(shown.endsWith(`, ${iso.slice(0, 4)}`)).toBe(iso.slice(0, 4) !== '2026');
      }),
    );
  });
});

describe('formatDateField: the one format in date fields', () => {
  it('writes MM/DD/YYYY, which the date field reads back as the same date', () => {
    expect(formatDateField('2026-03-05')).toBe('03/05/2026');
    fc.assert(
      fc.property(realDate, (iso) => {
        expect(formatDateField(iso)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(parseDateEntry(formatDateField(iso), new Date(2026, 10, 22))).toEqual({
          ok: true,
          value: iso,
        });
      }),
    );
  });
});

describe('the formats the spec fixes and the small pieces', () => {
  it('writes the month dialog rows as MM-dd-yyyy and the weekday (spec sections 2 and 9)', () => {
    expect(formatMonthRowDate('2026-11-22')).toEqual({ date: '11-22-2026', weekday: 'Sun' });
    expect(formatMonthRowDate('2028-02-29')).toEqual({ date: '02-29-2028', weekday: 'Tue' });
  });

  it('writes a month and day for columns that name the weekday apart', () => {
    expect(formatMonthDay('2026-11-23')).toBe('Nov 23');
    expect(formatMonthDay('2027-01-04')).toBe('Jan 4');
  });

  it('writes a moment in the local zone, with the date as formatDate does', () => {
    const now = new Date(2026, 10, 22, 12, 0);
    expect(formatTime(new Date(2026, 10, 23, 9, 4))).toBe('9:04 AM');
    expect(formatTime(new Date(2026, 10, 23, 21, 30))).toBe('9:30 PM');
    expect(formatDateTime(new Date(2026, 10, 23, 9, 4), now)).toBe('Mon, Nov 23, 9:04 AM');
    expect(formatDateTime(new Date(2027, 0, 4, 0, 5).toISOString(), now)).toBe(
      'Mon, Jan 4, 2027, 12:05 AM',
    );
  });
});
