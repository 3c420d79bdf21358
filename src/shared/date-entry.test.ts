import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_OUT_OF_RANGE,
  INVALID_DATE,
  INVALID_TIME,
  isTimeEntryComplete,
  parseDateEntry,
  parseTimeEntry,
  sanitizeTimeInput,
} from './date-entry.js';
import { formatDateField } from './date-format.js';
import { FIRST_DATE, isSupportedDate, LAST_DATE } from './calendar.js';

// A fixed local "today": 22 November 2026.
const today = new Date(2026, 10, 22);
const parse = (text: string) => parseDateEntry(text, today);

describe('parseDateEntry: compact digits (spec section 5)', () => {
  it.each([
    ['315', '2026-03-15', '3 digits: M DD in the current year'],
    ['101', '2026-01-01', '3 digits: January 1st'],
    ['1122', '2026-11-22', '4 digits: MM DD in the current year'],
    ['0704', '2026-07-04', '4 digits with a leading zero'],
    ['31527', '2027-03-15', '5 digits: M DD YY'],
    ['12531', '2031-01-25', '5 digits: the first digit is the month'],
    ['031527', '2027-03-15', '6 digits: MM DD YY, year prefixed with 20'],
    ['123199', '2099-12-31', '6 digits: 99 is 2099'],
    ['03152040', '2040-03-15', '8 digits: MM DD YYYY'],
    ['12312089', '2089-12-31', '8 digits at the end of a year'],
    [' 1122 ', '2026-11-22', 'surrounding spaces are ignored'],
  ])('%s → %s (%s)', (text, iso) => {
    expect(parse(text)).toEqual({ ok: true, value: iso });
  });

  it.each([
    ['0230', 'February 30th'],
    ['0431', 'April 31st'],
    ['1301', 'month 13'],
    ['0015', 'month 0'],
    ['1100', 'day 0'],
    ['132', 'January 32nd'],
    ['000', 'all zeros'],
    ['12', '2 digits'],
    ['1', '1 digit'],
    ['1234567', '7 digits'],
    ['123456789', '9 digits'],
    ['11220999', 'a year before 1000'],
  ])('rejects %s (%s)', (text) => {
    expect(parse(text)).toEqual({ ok: false, error: INVALID_DATE });
  });

  it.each([
    ['12/31/1999', 'the day before 2000'],
    ['01/01/2100', 'the day after 2099'],
    ['12319999', 'the last day of 9999'],
  ])('says which dates it takes for %s (%s)', (text) => {
    expect(parse(text)).toEqual({ ok: false, error: DATE_OUT_OF_RANGE });
  });
});

describe('parseDateEntry: leap years', () => {
  it.each([
    ['022928', '2028-02-29'],
    ['02292000', '2000-02-29'],
    ['02292024', '2024-02-29'],
    ['2/29/2096', '2096-02-29'],
  ])('accepts %s as %s', (text, iso) => {
    expect(parse(text)).toEqual({ ok: true, value: iso });
  });

  it.each(['022927', '02292100', '02291900', '2/29/2027', '0229'])(
    'rejects February 29th in %s, not a leap year',
    (text) => {
      expect(parse(text)).toEqual({ ok: false, error: INVALID_DATE });
    },
  );
});

describe('parseDateEntry: MM/DD/YYYY', () => {
  it.each([
    ['11/22/2026', '2026-11-22'],
    ['01/05/2041', '2041-01-05'],
    ['1/5/2041', '2041-01-05'],
    ['1-5-2041', '2041-01-05'],
    ['1.5.41', '2041-01-05'],
    ['3/15', '2026-03-15'],
  ])('%s → %s', (text, iso) => {
    expect(parse(text)).toEqual({ ok: true, value: iso });
  });

  it.each([
    '',
    '   ',
    'abc',
    'tomorrow',
    '2/30/2026',
    '13/01/2026',
    '11/22/20266',
    '11/22/202',
    '11//22',
    '/11/22',
    '-1122',
    '11 22 2026',
    '2026-11-22',
    '\uff11\uff11\uff12\uff12',
  ])('rejects %j', (text) => {
    expect(parse(text)).toEqual({ ok: false, error: INVALID_DATE });
  });
});

describe('parseDateEntry: properties', () => {
  const dateChars = fc.constantFrom(...'0123456789/-. a'.split(''));
  const typed = fc.oneof(fc.string(), fc.string({ unit: dateChars, maxLength: 12 }));

  it('returns a real yyyy-MM-dd date or an error for every string, never throwing', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const result = parse(text);
        if (result.ok) expect(isSupportedDate(result.value)).toBe(true);
        else expect([INVALID_DATE, DATE_OUT_OF_RANGE]).toContain(result.error);
      }),
      { numRuns: 2000 },
    );
  });

  const isoDate = fc
    .date({ min: new Date(`${FIRST_DATE}T00:00:00Z`), max: new Date(`${LAST_DATE}T00:00:00Z`) })
    .filter((date) => !Number.isNaN(date.getTime()))
    .map((date) => date.toISOString().slice(0, 10));

  it('reads back what formatDateField shows', () => {
    fc.assert(
      fc.property(isoDate, (iso) => {
        expect(formatDateField(iso)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(parse(formatDateField(iso))).toEqual({ ok: true, value: iso });
      }),
    );
  });

  it('reads 8 compact digits as the same date as MM/DD/YYYY', () => {
    fc.assert(
      fc.property(isoDate, (iso) => {
        const digits = formatDateField(iso).replaceAll('/', '');
        expect(parse(digits)).toEqual({ ok: true, value: iso });
      }),
    );
  });
});

describe('parseTimeEntry', () => {
  it.each([
    ['800', '08:00'],
    ['0800', '08:00'],
    ['1600', '16:00'],
    ['000', '00:00'],
    ['2359', '23:59'],
    ['8:00', '08:00'],
    ['08:30', '08:30'],
    [' 930 ', '09:30'],
  ])('%s → %s', (text, value) => {
    expect(parseTimeEntry(text)).toEqual({ ok: true, value });
  });

  it.each([
    '2400',
    '24:00',
    '960',
    '1260',
    '12',
    '1',
    '',
    '12345',
    '1:5',
    ':30',
    '8:',
    'ab',
    '8.00',
  ])('rejects %j', (text) => {
    expect(parseTimeEntry(text)).toEqual({ ok: false, error: INVALID_TIME });
  });

  it('returns HH:MM or an error for every string, never throwing', () => {
    const timeChars = fc.constantFrom(...'0123456789: '.split(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: timeChars, maxLength: 6 })), (text) => {
        const result = parseTimeEntry(text);
        if (result.ok) expect(result.value).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        else expect(result.error).toBe(INVALID_TIME);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('isTimeEntryComplete', () => {
  it.each([
    ['0800', true],
    ['08:00', true],
    ['2359', true],
    // Three digits that no fourth could extend (issue #23: 830 moved no focus).
    ['830', true],
    ['800', true],
    ['245', true],
    ['159', true],
    ['123', false],
    ['230', false],
    ['103', false],
    ['8:00', true],
    ['08:0', false],
    ['860', false],
    ['2400', false],
    ['', false],
  ])('%s → %s', (text, complete) => {
    expect(isTimeEntryComplete(text)).toBe(complete);
  });
});

describe('sanitizeTimeInput', () => {
  it.each([
    ['08:00', '08:00'],
    ['8a0b0', '800'],
    ['12:345', '12:34'],
    ['123456', '12345'],
    ['１２', ''],
    ['-8.30 pm', '830'],
  ])('%j → %j', (text, kept) => {
    expect(sanitizeTimeInput(text)).toBe(kept);
  });

  it('keeps at most 5 digits and colons, in order, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kept = sanitizeTimeInput(text);
        expect(kept).toMatch(/^[\d:]{0,5}$/);
        expect(sanitizeTimeInput(kept)).toBe(kept);
        expect(text.replace(/[^\d:]/g, '').startsWith(kept)).toBe(true);
      }),
    );
  });
});
